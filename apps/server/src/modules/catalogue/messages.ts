import { type HasHeaders, type Lang, langOf } from '../../lib/messages/index.ts';

/**
 * The catalogue back office's answers, German by default and English on Accept-Language. Kept in
 * the feature (not the shared catalogue) so parallel features do not collide; spec texts verbatim.
 */
const texts = {
  entryCreated: { de: 'Eintrag angelegt.', en: 'Entry created.' },
  entryUpdated: { de: 'Eintrag gespeichert.', en: 'Entry saved.' },
  entryNotFound: { de: 'Eintrag nicht gefunden.', en: 'Entry not found.' },
  entryStale: {
    de: 'Dieser Eintrag wurde inzwischen von {user} geändert. Lade ihn neu, bevor du speicherst.',
    en: 'This entry was changed by {user} in the meantime. Reload it before saving.',
  },
  entryNotOwn: {
    de: 'Du darfst nur Einträge bearbeiten, die an dich gebunden sind.',
    en: 'You may only edit entries bound to you.',
  },
  bindOnlyMods: {
    de: 'Nur Moderatoren binden an Benutzer oder setzen „kein Duplikat“.',
    en: 'Only moderators bind to users or set "no duplicate".',
  },
  userNotFound: { de: 'Benutzer nicht gefunden.', en: 'User not found.' },
  bulkOnlyAdmins: { de: 'Mehrfachauswahl ist nur für Admins.', en: 'Bulk selection is for admins only.' },
  // One sentence per bulk action (issue 36: "1 Einträge: delete." named the action by its code).
  bulkActivate: { de: 'Aktiviert: {count} Einträge.', en: 'Activated: {count} entries.' },
  bulkDisable: { de: 'Deaktiviert: {count} Einträge.', en: 'Disabled: {count} entries.' },
  bulkDelete: {
    de: 'In den Papierkorb verschoben: {count} Einträge.',
    en: 'Moved to the trash: {count} entries.',
  },
  bulkRestore: { de: 'Wiederhergestellt: {count} Einträge.', en: 'Restored: {count} entries.' },
  bulkForceDelete: { de: 'Endgültig gelöscht: {count} Einträge.', en: 'Deleted for good: {count} entries.' },
  bulkNotDuplicate: {
    de: 'Als „kein Duplikat“ markiert: {count} Einträge.',
    en: 'Marked as "no duplicate": {count} entries.',
  },
  releaseCreated: { de: 'Release angelegt.', en: 'Release created.' },
  releaseUpdated: { de: 'Release gespeichert.', en: 'Release updated.' },
  releaseNotFound: { de: 'Release nicht gefunden.', en: 'Release not found.' },
  releaseNotOwn: {
    de: 'Du darfst nur deine eigenen Releases ändern.',
    en: 'You may only change your own releases.',
  },
  releaseStale: {
    de: 'Dieses Release wurde inzwischen von {user} geändert. Lade es neu, bevor du speicherst.',
    en: 'This release was changed by {user} in the meantime. Reload it before saving.',
  },
  releaseTrashed: {
    de: '{count} Release(s) in den Papierkorb verschoben.',
    en: '{count} release(s) moved to the trash.',
  },
  releaseForceDeleted: {
    de: '{count} Release(s) endgültig gelöscht.',
    en: '{count} release(s) deleted for good.',
  },
  releaseForceOnlyTrashed: {
    de: 'Nur Releases im Papierkorb können endgültig gelöscht werden.',
    en: 'Only releases in the trash can be deleted for good.',
  },
  releaseRestored: { de: 'Release wiederhergestellt.', en: 'Release restored.' },
  releaseNotTrashed: { de: 'Das Release ist nicht im Papierkorb.', en: 'The release is not in the trash.' },
  releaseTrashedNoEdit: {
    de: 'Ein Release im Papierkorb wird erst nach dem Wiederherstellen bearbeitet.',
    en: 'Restore a trashed release before editing it.',
  },
  cryptedSaved: { de: 'Crypted Links gespeichert.', en: 'Crypted links saved.' },
  noReleases: {
    de: "You don't have any Releases for this Entry",
    en: "You don't have any Releases for this Entry",
  },
  alreadyAssigned: { de: 'Release already assigned to {title}', en: 'Release already assigned to {title}' },
  assigned: { de: 'Release neu zugeordnet.', en: 'Release re-assigned.' },
  telegramSent: { de: 'An Telegram gesendet: {title}', en: 'Sent to Telegram: {title}' },
  telegramUnconfigured: {
    de: 'Telegram ist nicht eingerichtet (TELEGRAM_BOT_TOKEN und TELEGRAM_CHAT_ID fehlen).',
    en: 'Telegram is not configured (TELEGRAM_BOT_TOKEN and TELEGRAM_CHAT_ID are missing).',
  },
  telegramFailed: {
    de: 'Telegram hat die Nachricht abgelehnt: {reason}',
    en: 'Telegram refused the message: {reason}',
  },
  telegramUnreachable: { de: 'Telegram ist nicht erreichbar.', en: 'Telegram cannot be reached.' },
  mediaSaved: { de: 'Bild gespeichert.', en: 'Image saved.' },
  mediaMissing: { de: 'Kein Bild ausgewählt', en: 'No image selected' },
  mediaTooLarge: { de: 'Bild zu groß.', en: 'Image too large.' },
  mediaUnreadable: {
    de: 'Das Bild ist kein lesbares JPEG, PNG, WebP oder GIF.',
    en: 'The image is not a readable JPEG, PNG, WebP or GIF.',
  },
  mediaNotFound: { de: 'Bild nicht gefunden.', en: 'Image not found.' },
} as const satisfies Record<string, Record<Lang, string>>;

export type CatalogueText = keyof typeof texts;

export function say(
  request: HasHeaders,
  key: CatalogueText,
  params: Record<string, string | number> = {},
): string {
  return sayIn(langOf(request.headers['accept-language']), key, params);
}

export function sayIn(lang: Lang, key: CatalogueText, params: Record<string, string | number> = {}): string {
  return texts[key][lang].replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? `{${name}}`));
}

import type { Mail } from '../../integrations/mail/client.ts';

/** Mails are German first with an English part, like the site. */
const base = (url: string) => url.replace(/\/$/, '');

export function verificationMail(to: string, link: string): Mail {
  return {
    to,
    subject: 'Regal: Bitte bestätige deine E-Mail-Adresse / Please verify your e-mail address',
    text: [
      'Hallo,',
      '',
      'bitte bestätige deine E-Mail-Adresse mit diesem Link (24 Stunden gültig):',
      link,
      '',
      'Please verify your e-mail address with this link (valid for 24 hours):',
      link,
      '',
      'Wenn du dich nicht registriert hast, ignoriere diese Mail. / If you did not sign up, ignore this mail.',
    ].join('\n'),
  };
}

/** Sent instead of a second account, so the sign-up form does not tell who is registered. */
export function alreadyRegisteredMail(to: string, publicUrl: string): Mail {
  return {
    to,
    subject: 'Regal: Du hast bereits ein Konto / You already have an account',
    text: [
      'Hallo,',
      '',
      'jemand (vielleicht du) wollte sich mit dieser Adresse registrieren. Du hast bereits ein Konto.',
      `Anmelden: ${base(publicUrl)}/login`,
      `Passwort vergessen: ${base(publicUrl)}/password/forgot`,
      '',
      'Someone (maybe you) tried to sign up with this address. You already have an account.',
    ].join('\n'),
  };
}

export function passwordResetMail(to: string, link: string): Mail {
  return {
    to,
    subject: 'Regal: Passwort zurücksetzen / Reset your password',
    text: [
      'Hallo,',
      '',
      'mit diesem Link setzt du dein Passwort zurück (30 Minuten gültig, nur einmal; nur der neueste Link gilt):',
      link,
      '',
      'Use this link to reset your password (valid for 30 minutes, once; only the newest link works):',
      link,
      '',
      'Wenn du das nicht angefordert hast, ignoriere diese Mail. / If you did not ask for this, ignore this mail.',
    ].join('\n'),
  };
}

/**
 * Sent once a lock window when failed logins from unknown addresses lock the account (decision
 * 013), with the unlock link that lets the owner in from the browser that opens it (decision 040).
 */
export function accountLockedMail(to: string, unlockLink: string): Mail {
  return {
    to,
    subject: 'Regal: Zu viele fehlgeschlagene Anmeldungen / Too many failed logins',
    text: [
      'Hallo,',
      '',
      'für dein Konto gab es viele fehlgeschlagene Anmeldeversuche von unbekannten Adressen. Neue Adressen sind für 15 Minuten gesperrt.',
      'Willst du dich jetzt anmelden? Öffne diesen Link in dem Browser, mit dem du dich anmelden willst (60 Minuten gültig, nur einmal), und melde dich dann mit deinem Passwort an:',
      unlockLink,
      'Warst du das nicht, ändere bitte dein Passwort und schalte die Zwei-Faktor-Anmeldung ein.',
      '',
      'There were many failed login attempts for your account from unknown addresses. New addresses are locked for 15 minutes.',
      'Want to log in now? Open this link in the browser you want to log in with (valid for 60 minutes, once), then log in with your password:',
      unlockLink,
      'If this was not you, please change your password and switch on two-factor authentication.',
    ].join('\n'),
  };
}

/** To the NEW address (decision 044): the link that makes it the account's address. */
export function emailChangeMail(to: string, link: string): Mail {
  return {
    to,
    subject: 'Regal: Neue E-Mail-Adresse bestätigen / Confirm your new e-mail address',
    text: [
      'Hallo,',
      '',
      'du möchtest diese Adresse für dein Regal-Konto verwenden. Bestätige sie mit diesem Link (24 Stunden gültig, nur einmal):',
      link,
      '',
      'You want to use this address for your Regal account. Confirm it with this link (valid for 24 hours, once):',
      link,
      '',
      'Wenn du das nicht angefordert hast, ignoriere diese Mail. / If you did not ask for this, ignore this mail.',
    ].join('\n'),
  };
}

/**
 * To the NEW address when another account already uses it, instead of a link (decision 044): the
 * requester's answer stays the same, so the form does not tell who is registered.
 */
export function emailChangeTakenMail(to: string, publicUrl: string): Mail {
  return {
    to,
    subject: 'Regal: Diese Adresse hat bereits ein Konto / This address already has an account',
    text: [
      'Hallo,',
      '',
      'jemand (vielleicht du) wollte diese Adresse für ein Regal-Konto eintragen. Sie gehört bereits zu einem Konto, daher wurde nichts geändert.',
      `Anmelden: ${base(publicUrl)}/login`,
      '',
      'Someone (maybe you) tried to use this address for a Regal account. It already belongs to an account, so nothing was changed.',
    ].join('\n'),
  };
}

/**
 * To the OLD address (decision 044): a change was asked for. Only a warning — no link that acts on
 * the account, so this mail cannot be used to take it over; the old address stays in use until the
 * new one is confirmed.
 */
export function emailChangeNoticeMail(to: string, newEmailMasked: string): Mail {
  return {
    to,
    subject: 'Regal: Änderung deiner E-Mail-Adresse angefordert / E-mail change requested',
    text: [
      'Hallo,',
      '',
      `für dein Regal-Konto wurde eine neue E-Mail-Adresse angefordert (${newEmailMasked}). Sie gilt erst, wenn der Link an die neue Adresse geöffnet wird; bis dahin bleibt diese Adresse aktiv.`,
      'Warst du das nicht, melde dich an und ändere dein Passwort: damit enden alle anderen Sitzungen und offene Änderungslinks.',
      '',
      `A new e-mail address was requested for your Regal account (${newEmailMasked}). It applies only once the link sent to the new address is opened; until then this address stays active.`,
      'If this was not you, log in and change your password: that ends every other session and open change links.',
    ].join('\n'),
  };
}

/**
 * Sent to the owner when a provider account is connected to theirs (issue 32): a link is a new way
 * in, so the owner hears of it even when someone else holds the session that made it.
 */
export function providerLinkedMail(to: string, provider: string, publicUrl: string): Mail {
  return {
    to,
    subject: 'Regal: Neue Anmeldemöglichkeit verbunden / New sign-in method connected',
    text: [
      'Hallo,',
      '',
      `mit deinem Konto wurde gerade ein ${provider}-Konto verbunden. Es kann sich ab jetzt bei dir anmelden.`,
      `Warst du das nicht, trenne die Verbindung unter ${base(publicUrl)}/settings/profile, ändere dein Passwort und schalte die Zwei-Faktor-Anmeldung ein.`,
      '',
      `A ${provider} account was just connected to your account. From now on it can sign in as you.`,
      `If this was not you, disconnect it at ${base(publicUrl)}/settings/profile, change your password and switch on two-factor authentication.`,
    ].join('\n'),
  };
}

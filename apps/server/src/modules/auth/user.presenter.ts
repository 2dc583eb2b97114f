import type { SessionUser } from '@regal/shared';
import type { SessionRow, UserRow } from '../../db/schema/index.ts';
import { twoFactorPending } from '../../plugins/auth.ts';

/** Up to two capitals from the display name (or username): "Max Mustermann" → "MM". */
export function initialsOf(name: string): string {
  const words = name.split(/[\s._-]+/).filter(Boolean);
  const letters = words.length > 1 ? `${words[0]?.[0] ?? ''}${words[1]?.[0] ?? ''}` : name.slice(0, 2);
  return letters.toUpperCase();
}

/** Spec §3 "User (session view)": the logged-in user as GET /api/auth/user shows them. */
export function presentSessionUser(user: UserRow, session: SessionRow | null): SessionUser {
  const settings = user.settings ?? {};
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    displayname: user.displayname,
    initials: initialsOf(user.displayname || user.username),
    avatar: user.avatar,
    role: user.role,
    gain_access: user.emailVerifiedAt ? 1 : 0,
    active: user.active,
    activate_send: user.verificationSentAt?.toISOString() ?? null,
    email_verified_at: user.emailVerifiedAt?.toISOString() ?? null,
    info_send_at: null,
    '2fa_enabled': user.twoFactorEnabledAt !== null,
    '2fa_verified': session ? !twoFactorPending(user, session) : user.twoFactorEnabledAt === null,
    strike_hash: null,
    mobile: user.mobile,
    settings: {
      fc_api_key: settings.fc_api_key ?? null,
      imdb_api_key: settings.imdb_api_key ?? null,
      show_notification_on_new_entry: settings.show_notification_on_new_entry !== false,
    },
  };
}

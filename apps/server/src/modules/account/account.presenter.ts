import { type AccountProfile, maskEmail, notificationSettingsOf } from '@regal/shared';
import type { UserRow } from '../../db/schema/index.ts';

/** The account area's view of the signed-in user: e-mail masked (spec 01 §9) and, for its owner to reveal, in full, settings defaulted. */
export function presentAccountProfile(user: UserRow): AccountProfile {
  const l = user.location ?? {};
  return {
    username: user.username,
    email_masked: maskEmail(user.email),
    email: user.email,
    role: user.role,
    displayname: user.displayname,
    firstname: user.firstname,
    lastname: user.lastname,
    mobile: user.mobile,
    avatar: user.avatar,
    location: {
      street: l.street ?? null,
      nr: l.nr ?? null,
      postcode: l.postcode ?? null,
      city: l.city ?? null,
      address: l.address ?? null,
      formatted: l.formatted ?? null,
      lat: l.lat ?? null,
      lng: l.lng ?? null,
    },
    notifications: notificationSettingsOf(user.settings),
  };
}

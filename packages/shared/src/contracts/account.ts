import { z } from 'zod';
import { EMAIL_MASK_VISIBLE } from '../domain/constants.ts';
import { TOKEN_SCOPES } from '../domain/token-scopes.ts';
import { PASSWORD_MIN_LENGTH, ZSessionUser } from './auth.ts';
import { ZId, zText } from './primitives.ts';

/**
 * The account area (spec 02 §2 "Account sections", 01 §7 `/auth/user/*`): profile, password,
 * avatar, address, notification settings and app tokens. Limits live here once so the server's
 * schema and the web form read the same numbers.
 */

/** The server keeps the registration minimum (decision 008; spec 02 §5's 4 characters is too weak)… */
export const ACCOUNT_PASSWORD_MIN_LENGTH = PASSWORD_MIN_LENGTH;
/**
 * …and the change button enables at the same length (issue 23): the form says what the server
 * wants before the click, instead of enabling at spec 02 §5's 4 and refusing after it.
 */
export const PASSWORD_CHANGE_BUTTON_MIN = ACCOUNT_PASSWORD_MIN_LENGTH;
export const PASSWORD_MAX_LENGTH = 1024;
export const POSTCODE_MAX_LENGTH = 5;
export const DISPLAYNAME_MAX_LENGTH = 50;
export const NAME_MAX_LENGTH = 80;
export const APP_TOKEN_NAME_MAX_LENGTH = 60;
/** Avatars are re-encoded to a square of this many pixels. */
export const AVATAR_SIZE_PX = 256;
export const AVATAR_DEFAULT_MAX_BYTES = 2 * 1024 * 1024;
/** Spec 02 §9: high accuracy, 10 s timeout, no cache. */
export const GEOLOCATION_OPTIONS = { enableHighAccuracy: true, timeout: 10_000, maximumAge: 0 } as const;

/** Spec 02 §3 "Settings": the four notification toggles, all on by default. */
export const NOTIFICATION_SETTING_KEYS = [
  'show_notification_on_task',
  'show_notification_on_comment',
  'show_notification_on_task_start',
  'show_notification_on_chat_message',
] as const;
export type NotificationSettingKey = (typeof NOTIFICATION_SETTING_KEYS)[number];

export const ZNotificationSettings = z.object({
  show_notification_on_task: z.boolean(),
  show_notification_on_comment: z.boolean(),
  show_notification_on_task_start: z.boolean(),
  show_notification_on_chat_message: z.boolean(),
});
export type NotificationSettings = z.infer<typeof ZNotificationSettings>;

/** A stored settings object (any keys missing) read with the spec's defaults. */
export function notificationSettingsOf(
  settings: Partial<Record<NotificationSettingKey, boolean | undefined>> | null | undefined,
): NotificationSettings {
  const out = {} as NotificationSettings;
  for (const key of NOTIFICATION_SETTING_KEYS) out[key] = settings?.[key] !== false;
  return out;
}

/** Spec 01 §9: an e-mail is shown masked after 3 characters ("adm•••••••••"). */
export function maskEmail(email: string): string {
  const visible = email.slice(0, EMAIL_MASK_VISIBLE);
  return visible + '•'.repeat(Math.max(0, email.length - visible.length));
}

/**
 * A phone number as people write it: an optional leading +, digits with spaces, dashes, dots,
 * slashes or brackets between them, 6 to 15 digits in all (E.164's maximum).
 */
export function isValidMobile(value: string): boolean {
  if (!/^\+?[0-9][0-9 ()./-]*[0-9]$/.test(value)) return false;
  const digits = value.replace(/\D/g, '').length;
  return digits >= 6 && digits <= 15;
}

const trimmed = (max: number) => zText().trim().max(max, `Höchstens ${max} Zeichen.`);
const optionalText = (max: number) =>
  trimmed(max)
    .nullish()
    .transform((v) => (v ? v : null));

/** Spec 02 §3 "Location" as the address form sends it; lat/lng come from the geocoder. */
export const ZLocationInput = z.object({
  street: optionalText(200),
  nr: optionalText(20),
  postcode: trimmed(POSTCODE_MAX_LENGTH)
    .regex(/^[0-9A-Za-z -]*$/, 'Ungültige Postleitzahl.')
    .nullish()
    .transform((v) => (v ? v : null)),
  city: optionalText(120),
  address: optionalText(250),
  formatted: optionalText(400),
  lat: z.number().min(-90).max(90).nullish().default(null),
  lng: z.number().min(-180).max(180).nullish().default(null),
});
export type LocationInput = z.infer<typeof ZLocationInput>;

export const ZLocation = z.object({
  street: z.string().nullable(),
  nr: z.string().nullable(),
  postcode: z.string().nullable(),
  city: z.string().nullable(),
  address: z.string().nullable(),
  formatted: z.string().nullable(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
});
export type Location = z.infer<typeof ZLocation>;

/**
 * `POST /api/auth/user/update`. The web app sends the user object; read-only fields (username,
 * email, role) are ignored, not refused, because the spec's client sends them along.
 */
export const ZProfileUpdateRequest = z.object({
  displayname: optionalText(DISPLAYNAME_MAX_LENGTH).optional(),
  firstname: optionalText(NAME_MAX_LENGTH).optional(),
  lastname: optionalText(NAME_MAX_LENGTH).optional(),
  mobile: zText()
    .trim()
    .max(30, 'Ungültige Telefonnummer.')
    .refine((v) => v === '' || isValidMobile(v), 'Ungültige Telefonnummer.')
    .nullish()
    .transform((v) => (v ? v : null))
    .optional(),
  settings: ZNotificationSettings.partial().optional(),
  location: ZLocationInput.optional(),
});
export type ProfileUpdateRequest = z.input<typeof ZProfileUpdateRequest>;
export type ProfileUpdate = z.output<typeof ZProfileUpdateRequest>;

/** The account area's own view of the signed-in user (adds what the session view leaves out). */
export const ZAccountProfile = z.object({
  username: z.string(),
  email_masked: z.string(),
  /** The owner's own address in full: shown masked (spec 01 §9) until they ask to see it. */
  email: z.string(),
  role: z.string(),
  displayname: z.string().nullable(),
  firstname: z.string().nullable(),
  lastname: z.string().nullable(),
  mobile: z.string().nullable(),
  avatar: z.string().nullable(),
  location: ZLocation,
  notifications: ZNotificationSettings,
});
export type AccountProfile = z.infer<typeof ZAccountProfile>;

export const ZPasswordChangeRequest = z
  .object({
    current_password: zText().min(1, 'Bitte gib dein aktuelles Passwort ein.').max(PASSWORD_MAX_LENGTH),
    password: zText()
      .min(ACCOUNT_PASSWORD_MIN_LENGTH, `Mindestens ${ACCOUNT_PASSWORD_MIN_LENGTH} Zeichen.`)
      .max(PASSWORD_MAX_LENGTH),
    password_confirmation: zText().max(PASSWORD_MAX_LENGTH),
  })
  .refine((v) => v.password === v.password_confirmation, {
    path: ['password_confirmation'],
    message: 'Die Passwörter stimmen nicht überein.',
  });
export type PasswordChangeRequest = z.infer<typeof ZPasswordChangeRequest>;

/** Answers that change the user carry the new session view, and the account view for this area. */
export const ZAccountUserResponse = z.object({
  message: z.string(),
  user: ZSessionUser,
  profile: ZAccountProfile,
});
export type AccountUserResponse = z.infer<typeof ZAccountUserResponse>;
export const ZAccountProfileResponse = z.object({ profile: ZAccountProfile });

/** Spec 01 §3 "App token": name, created_at; the plain token only in the create answer. */
export const ZAppToken = z.object({
  id: z.number().int(),
  name: z.string(),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
  expires_at: z.string(),
  /** What the token may do (docs/decisions/012); account security is never among it. */
  scopes: z.array(z.enum(TOKEN_SCOPES)),
});
export type AppToken = z.infer<typeof ZAppToken>;
export const ZAppTokenList = z.object({ items: z.array(ZAppToken) });
export const ZAppTokenCreateRequest = z.object({
  name: zText().trim().min(1, 'Bitte gib einen Namen ein.').max(APP_TOKEN_NAME_MAX_LENGTH),
  scopes: z.array(z.enum(TOKEN_SCOPES)).max(TOKEN_SCOPES.length).default([]),
});
export const ZAppTokenCreateResponse = z.object({
  item: ZAppToken.extend({ token: z.string() }),
  items: z.array(ZAppToken),
});
export type AppTokenCreateResponse = z.infer<typeof ZAppTokenCreateResponse>;
/** Spec: "POST /auth/user/token/clear {token}": the token item (or its id). */
export const ZAppTokenClearRequest = z.object({
  id: ZId.optional(),
  token: z.object({ id: ZId }).optional(),
});

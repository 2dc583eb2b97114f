import { z } from 'zod';
import { ZIdLoose, ZIdParam, zIntLoose, zText } from './primitives.ts';

/** Server minimum (spec §5 hints "at least 8 characters, special characters recommended"). */
export const PASSWORD_MIN_LENGTH = 8;
/** Long enough for any passphrase, short enough that hashing cannot be used to burn CPU. */
export const AUTH_PASSWORD_MAX_LENGTH = 1024;

const ZPassword = zText()
  .min(PASSWORD_MIN_LENGTH, `The password must be at least ${PASSWORD_MIN_LENGTH} characters.`)
  .max(
    AUTH_PASSWORD_MAX_LENGTH,
    `The password may not be longer than ${AUTH_PASSWORD_MAX_LENGTH} characters.`,
  );
const ZEmail = zText().trim().max(254).email('This is not a valid e-mail address.');

/** Spec §3 "User (session view)": what GET /api/auth/user answers. */
export const ZSessionUser = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  displayname: z.string().nullable(),
  initials: z.string(),
  avatar: z.string().nullable(),
  role: z.string(),
  /** 0 means the e-mail is not verified yet. */
  gain_access: z.union([z.literal(0), z.literal(1)]),
  active: z.boolean(),
  /** When the last verification mail went out. */
  activate_send: z.string().nullable(),
  email_verified_at: z.string().nullable(),
  info_send_at: z.string().nullable(),
  '2fa_enabled': z.boolean(),
  /** False while a 2FA user has not passed the code challenge in this session. */
  '2fa_verified': z.boolean(),
  strike_hash: z.string().nullable(),
  mobile: z.string().nullable(),
  settings: z.object({
    fc_api_key: z.string().nullable(),
    imdb_api_key: z.string().nullable(),
    show_notification_on_new_entry: z.boolean(),
  }),
});
export type SessionUser = z.infer<typeof ZSessionUser>;

export const ZLoginBody = z.object({
  /** Username or e-mail address. */
  login: zText().trim().min(1, 'Please enter your username or e-mail.').max(254),
  password: zText().min(1, 'Please enter your password.').max(AUTH_PASSWORD_MAX_LENGTH),
  remember: z.boolean().default(false),
  /**
   * Optional TOTP code with the password: a 2FA account's session starts verified, and the owner
   * gets past a lock on new addresses (decision 040). Recovery codes go to the 2FA challenge.
   */
  code: zText().trim().min(6, 'This code is not valid. Please try the current one.').max(32).optional(),
});
export type LoginBody = z.input<typeof ZLoginBody>;

export const ZLoginResponse = z.object({
  token: z.string(),
  user: ZSessionUser,
  /** The next step is POST /api/auth/2fa/challenge. */
  two_factor_required: z.boolean(),
});
export type LoginResponse = z.infer<typeof ZLoginResponse>;

export const ZUserResponse = z.object({ user: ZSessionUser });

export const ZRegisterBody = z
  .object({
    /** Left out by register/simple: derived from the e-mail address. */
    username: zText()
      .trim()
      .min(3, 'The username must be at least 3 characters.')
      .max(32, 'The username may not be longer than 32 characters.')
      .regex(/^[A-Za-z0-9_.-]+$/, 'Only letters, digits, dot, dash and underscore.')
      .optional(),
    email: ZEmail,
    password: ZPassword,
    password_confirmation: zText().max(AUTH_PASSWORD_MAX_LENGTH),
    /** Asked for while the operator requires beta keys (decision 015). */
    beta_key: zText().trim().toUpperCase().max(40).optional(),
  })
  .refine((b) => b.password === b.password_confirmation, {
    path: ['password_confirmation'],
    message: 'The passwords do not match.',
  });
export type RegisterBody = z.input<typeof ZRegisterBody>;

export const ZAuthMessage = z.object({ message: z.string() });
export type AuthMessage = z.infer<typeof ZAuthMessage>;

/** The token of the lock mail's unlock link (decision 040). */
export const ZUnlockBody = z.object({ token: zText().min(20).max(200) });
export type UnlockBody = z.input<typeof ZUnlockBody>;

/** E-mail change (decision 044): how long the link mailed to the new address works. */
export const EMAIL_CHANGE_TTL_HOURS = 24;
/** The new address: it applies only once the link mailed to it is opened (needs a fresh re-auth). */
export const ZEmailChangeBody = z.object({ email: ZEmail });
export type EmailChangeBody = z.input<typeof ZEmailChangeBody>;
/** The token of the link mailed to the new address. */
export const ZEmailChangeConfirmBody = z.object({ token: zText().min(20).max(200) });
export type EmailChangeConfirmBody = z.input<typeof ZEmailChangeConfirmBody>;

export const ZVerifyEmailBody = z.object({
  id: ZIdLoose,
  hash: zText().min(10).max(200),
  expires: zIntLoose(1, Number.MAX_SAFE_INTEGER),
});
export type VerifyEmailBody = z.input<typeof ZVerifyEmailBody>;

/** Guests name the address; a logged-in unverified user may leave it out. */
export const ZResendVerificationBody = z.object({ email: ZEmail.optional() });

export const ZForgotPasswordBody = z.object({ email: ZEmail });

export const ZResetPasswordBody = z
  .object({
    token: zText().min(20).max(200),
    password: ZPassword,
    password_confirmation: zText().max(AUTH_PASSWORD_MAX_LENGTH),
  })
  .refine((b) => b.password === b.password_confirmation, {
    path: ['password_confirmation'],
    message: 'The passwords do not match.',
  });
export type ResetPasswordBody = z.input<typeof ZResetPasswordBody>;

export const ZSessionItem = z.object({
  id: z.string(),
  current: z.boolean(),
  remember: z.boolean(),
  method: z.string(),
  created_at: z.string(),
  last_used_at: z.string(),
  expires_at: z.string(),
  user_agent: z.string().nullable(),
  ip: z.string().nullable(),
});
export type SessionItem = z.infer<typeof ZSessionItem>;
export const ZSessionList = z.object({ items: z.array(ZSessionItem) });
export const ZSessionIdParams = z.object({ id: zText().min(1).max(40) });

/** TOTP code (6 digits) or a recovery code (xxxxx-xxxxx). */
export const ZTwoFactorChallengeBody = z.object({ code: zText().trim().min(6).max(32) });
export const ZTwoFactorVerifyBody = z.object({ key: zText().trim().min(1).max(32) });
export const ZTwoFactorQr = z.object({
  enabled: z.boolean(),
  /** Set up but not yet confirmed by a code (decision 043): login does not ask for 2FA yet. */
  pending: z.boolean(),
  /**
   * PNG data URL of the otpauth:// URI, only while set-up is pending (issue 32): once 2FA is on the
   * secret is never shown again, so a stolen session cannot read it and pass re-auth by code.
   */
  qr: z.string().nullable(),
});
/**
 * Switching 2FA off proves the account holder: the password or a current code (decision 043). Both
 * are optional here because cancelling a pending set-up needs neither; the server asks for one
 * when 2FA is on.
 */
export const ZTwoFactorDisableBody = z.object({
  password: zText().min(1).max(1000).optional(),
  code: zText().trim().min(1).max(32).optional(),
});
export type TwoFactorDisableBody = z.infer<typeof ZTwoFactorDisableBody>;
export const ZTwoFactorActivated = z.object({
  message: z.string(),
  qr: z.string(),
  /** The same secret as text, for apps that cannot scan (shown once, like the codes). */
  secret: z.string(),
  /** Shown once; only their hashes are kept. */
  recovery_codes: z.array(z.string()),
});
export type TwoFactorActivated = z.infer<typeof ZTwoFactorActivated>;

export const OAUTH_PROVIDERS = ['facebook', 'insta', 'github'] as const;
export const ZOAuthProviderParams = z.object({ provider: zText().min(1).max(32) });
export const ZOAuthUrl = z.object({ url: z.string() });
/** A provider account connected to mine (issue 32): the account area lists them with unlink. */
export const ZLinkedIdentity = z.object({
  id: z.number().int(),
  provider: z.string(),
  linked_at: z.string(),
});
export type LinkedIdentity = z.infer<typeof ZLinkedIdentity>;
export const ZLinkedIdentityList = z.object({
  items: z.array(ZLinkedIdentity),
  /** Whether the account has a password: without one the last provider cannot be unlinked. */
  has_password: z.boolean(),
});
export type LinkedIdentityList = z.infer<typeof ZLinkedIdentityList>;
export const ZLinkedIdentityParams = z.object({ id: ZIdParam });

export const ZOAuthCallbackQuery = z.object({
  code: zText().max(2000).optional(),
  state: zText().max(200).optional(),
  error: zText().max(200).optional(),
});

export const ZOutboxMail = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  created_at: z.string(),
});
export const ZOutbox = z.object({ items: z.array(ZOutboxMail) });

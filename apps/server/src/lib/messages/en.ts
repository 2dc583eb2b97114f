import { AUTH_PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@regal/shared';

/**
 * English server messages. The keys are the catalogue; `de.ts` must have every one. `{name}`
 * marks a value filled in by `t(…, params)`.
 */
export const en = {
  // Generic answers (lib/http-errors defaults, plugins/auth)
  unauthenticated: 'Unauthenticated.',
  invalidToken: 'Invalid token.',
  forbidden: 'This action is unauthorized.',
  notFound: 'Not found.',
  invalidInput: 'Invalid input',
  accountDisabled: 'Your account is disabled.',
  emailNotVerified: 'Your email address is not verified.',
  twoFactorRequired: 'Two-factor authentication required.',
  sessionEnded: 'Session ended. Please log in again.',
  sessionExpired: 'Session expired. Please log in again.',
  sessionIdle: 'Session expired after inactivity. Please log in again.',
  // Auth: login, register, throttles
  badCredentials: 'These credentials do not match our records.',
  throttleLogin: 'Too many login attempts. Please wait a moment and try again.',
  throttleReset: 'Too many password reset requests. Please wait a moment and try again.',
  throttleResend: 'Too many verification mails requested. Please wait a moment and try again.',
  throttleTwoFactor: 'Too many code attempts. Please wait a moment and try again.',
  throttleRegister: 'Too many registrations from your network. Please try again later.',
  invalidEmail: 'This is not a valid e-mail address.',
  enterLogin: 'Please enter your username or e-mail.',
  enterPassword: 'Please enter your password.',
  passwordTooShort: `The password must be at least ${PASSWORD_MIN_LENGTH} characters.`,
  passwordTooLong: `The password may not be longer than ${AUTH_PASSWORD_MAX_LENGTH} characters.`,
  usernameTooShort: 'The username must be at least 3 characters.',
  usernameTooLong: 'The username may not be longer than 32 characters.',
  usernameCharacters: 'Only letters, digits, dot, dash and underscore.',
  passwordsMismatch: 'The passwords do not match.',
  usernameTaken: 'This username is already taken.',
  verificationLinkInvalid: 'This verification link is invalid or has expired.',
  resetLinkInvalid: 'This password reset link is invalid or has expired.',
  codeInvalid: 'This code is not valid. Please try the current one.',
  sessionNotFound: 'Session not found.',
  // Account
  currentPasswordWrong: 'The current password is wrong.',
  newPasswordSame: 'The new password must differ from the current one.',
  enterCurrentPassword: 'Please enter your current password.',
  loginToChangePassword: 'Log in to change your password.',
  appTokensCannotManage: 'App tokens cannot manage app tokens.',
  appTokensDashboardOnly: 'App tokens are for dashboard users only.',
  tokenNotFound: 'Token not found.',
  // Cart containers
  dlcRateLimited: 'Too many DLC containers from your network. Please wait a few minutes and try again.',
  // Scene bot requests (modules/requests)
  botLogin: 'Please log in to request releases from the bot.',
  botTitle: 'Not enough characters: the release name needs a dot and a hyphen.',
  botTooMany: 'Too many requests. Please wait a moment and try again.',
  botSent: 'Request for {title} saved and sent to the bot.',
  botQueued:
    'Request for {title} saved. The bot is not connected right now; it goes out as soon as it is back.',
  botStored: 'Request for {title} saved. The bot is not connected, it is only in the REQ list.',
  // Back office: members, strikes, pages, keys, packages (issue 11)
  memberNotFound: 'Member not found.',
  memberCannotChange: 'You may not change this member.',
  memberRoleTooHigh: 'You cannot give anyone a role above your own.',
  memberLastAdmin: 'The last admin cannot be demoted or blocked.',
  memberSelfBlock: 'You cannot block yourself.',
  memberEmailTaken: 'This e-mail address is already taken.',
  strikeNotFound: 'Strike not found.',
  strikeSelf: 'You cannot strike yourself.',
  strikeCannot: 'You may not strike this member.',
  strikeRestricted: 'You have too many strikes. Reviews and uploads are blocked until a strike is cleared.',
  pageSlugTaken: 'Another page already has this address.',
  pageSlugEmpty: 'No address can be made from this title.',
  pageReserved: 'This page is linked from the site and cannot be deleted.',
  keyNotFound: 'Key not found.',
  keyInvalid: 'This key is invalid, expired or already used.',
  betaKeyInvalid: 'This beta key is invalid, expired or bound to another address.',
  packageNotFound: 'Package not found.',
};

export type MessageKey = keyof typeof en;

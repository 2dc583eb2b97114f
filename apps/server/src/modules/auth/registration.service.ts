import type { AuthMessage, RegisterBody, VerifyEmailBody } from '@regal/shared';
import type { UserRow } from '../../db/schema/index.ts';
import { badRequest } from '../../lib/http-errors.ts';
import { newUid } from '../../lib/ids.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { consumeRateLimits } from '../../lib/rate-limit.ts';
import { bindBetaKey, createKeysService } from '../keys/keys.service.ts';
import type { AuthContext, ClientInfo } from './auth-context.ts';
import { verificationHashValid, verificationLink } from './links.ts';
import { alreadyRegisteredMail, verificationMail } from './mails.ts';
import { throttleRules } from './throttles.ts';
import { createAuthUsersRepository } from './users.repository.ts';

/** One answer for new and known addresses: the form never tells who is registered. */
export const REGISTERED_MESSAGE =
  'Thanks! We have sent you an e-mail. Please confirm your address with the link in it.';
export const BETA_KEY_INVALID =
  'Dieser Beta-Key ist ungültig, abgelaufen oder an eine andere Adresse gebunden.';
export const RESEND_MESSAGE = 'If this address belongs to an unverified account, a new link is on its way.';

/** register/simple sends no username: one is made from the address ("max.muster" → "max.muster_4821"). */
async function usernameFromEmail(users: ReturnType<typeof createAuthUsersRepository>, email: string) {
  const local = (email.split('@')[0] ?? 'user').replace(/[^A-Za-z0-9_.-]/g, '').slice(0, 20) || 'user';
  for (;;) {
    const candidate = `${local}_${newUid(4).toLowerCase()}`;
    if (!(await users.usernameTaken(candidate))) return candidate;
  }
}

function sendVerification(ctx: AuthContext, user: UserRow, now: Date) {
  return ctx.mailer.queue(
    verificationMail(user.email, verificationLink(ctx.config.PUBLIC_URL, ctx.appKey, user, now)),
  );
}

export async function register(
  ctx: AuthContext,
  body: RegisterBody & { username?: string },
  client: ClientInfo,
): Promise<AuthMessage> {
  await consumeRateLimits(
    ctx.limits,
    throttleRules('register', body.email, client.ip, ctx.config.AUTH_ATTEMPTS_PER_IP_PER_HOUR),
  );
  const users = createAuthUsersRepository(ctx.db);
  // Beta phase (decision 015): a valid key, bound to the first address that redeems it.
  let betaKeyId: number | null = null;
  if (ctx.config.REGISTRATION_BETA_KEY_REQUIRED) {
    betaKeyId = body.beta_key ? await createKeysService(ctx.db).redeemBeta(body.beta_key, client.ip) : null;
    if (betaKeyId === null) throw badRequest({ beta_key: BETA_KEY_INVALID });
  }
  // Hash first, whatever happens next: both outcomes then take the same time.
  const passwordHash = await hashPassword(body.password);
  if (body.username && (await users.usernameTaken(body.username)))
    throw badRequest({ username: 'This username is already taken.' });

  const known = await users.findByEmail(body.email);
  if (known) {
    await ctx.mailer.queue(alreadyRegisteredMail(known.email, ctx.config.PUBLIC_URL));
    return { message: REGISTERED_MESSAGE };
  }
  const now = new Date();
  const user = await users.insert({
    username: body.username ?? (await usernameFromEmail(users, body.email)),
    email: body.email,
    passwordHash,
    emailVerifiedAt: null,
    verificationSentAt: now,
  });
  // Null: the same address or username won a race; answer as for a known address.
  if (user) await sendVerification(ctx, user, now);
  if (user && betaKeyId !== null) await bindBetaKey(ctx.db, betaKeyId, user.id);
  return { message: REGISTERED_MESSAGE };
}

/** Follows the signed link from the mail; works logged in or not, and twice without harm. */
export async function verifyEmail(ctx: AuthContext, body: Required<VerifyEmailBody>): Promise<AuthMessage> {
  const users = createAuthUsersRepository(ctx.db);
  const user = await users.findById(Number(body.id));
  const now = new Date();
  if (!user || !verificationHashValid(ctx.appKey, user, body.hash, Number(body.expires), now))
    throw badRequest({ hash: 'This verification link is invalid or has expired.' });
  if (!user.emailVerifiedAt) await users.update(user.id, { emailVerifiedAt: now });
  return { message: 'Your e-mail address is verified.' };
}

/** A new verification mail: for the logged-in user, or for an address a guest names. */
export async function resendVerification(
  ctx: AuthContext,
  email: string | undefined,
  current: UserRow | null,
  client: ClientInfo,
): Promise<AuthMessage> {
  const subject = current ? `user:${current.id}` : (email ?? '');
  if (!subject) throw badRequest({ email: 'Please enter your e-mail address.' });
  await consumeRateLimits(
    ctx.limits,
    throttleRules('resend', subject, client.ip, ctx.config.AUTH_ATTEMPTS_PER_IP_PER_HOUR),
  );
  const users = createAuthUsersRepository(ctx.db);
  const user = current ?? (email ? await users.findByEmail(email) : null);
  if (user && !user.emailVerifiedAt) {
    const now = new Date();
    await users.update(user.id, { verificationSentAt: now });
    await sendVerification(ctx, user, now);
  }
  return { message: RESEND_MESSAGE };
}

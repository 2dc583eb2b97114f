import type { LocationInput, PasswordChangeRequest, ProfileUpdate } from '@regal/shared';
import type { Database } from '../../db/client.ts';
import type { SessionRow, UserRow } from '../../db/schema/index.ts';
import { badRequest, forbidden } from '../../lib/http-errors.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { consumeRateLimits, type RateLimitStore } from '../../lib/rate-limit.ts';
import { spendOutstandingTokens } from '../auth/credential-change.ts';
import { createSessionsRepository } from '../auth/sessions.repository.ts';
import { passwordChangeRules } from '../auth/throttles.ts';
import { createAccountRepository, type ProfilePatch } from './account.repository.ts';
import { APP_TOKEN_METHOD } from './app-tokens.repository.ts';

function locationOf(input: LocationInput) {
  return {
    street: input.street,
    nr: input.nr,
    postcode: input.postcode,
    city: input.city,
    address: input.address ?? ([input.street, input.nr].filter(Boolean).join(' ') || null),
    formatted: input.formatted,
    lat: input.lat ?? null,
    lng: input.lng ?? null,
  };
}

/**
 * The signed-in user's own account: profile fields, notification settings, address and password.
 * Callers have passed the login guard; every method acts on that user only.
 */
export function createAccountService(db: Database, limits: RateLimitStore) {
  const repo = createAccountRepository(db);
  return {
    async updateProfile(user: UserRow, input: ProfileUpdate): Promise<UserRow> {
      const patch: ProfilePatch = {};
      if (input.displayname !== undefined) patch.displayname = input.displayname;
      if (input.firstname !== undefined) patch.firstname = input.firstname;
      if (input.lastname !== undefined) patch.lastname = input.lastname;
      if (input.mobile !== undefined) patch.mobile = input.mobile;
      // Merged into the stored settings: keys this form does not own (zoom, API keys) stay.
      if (input.settings) patch.settings = { ...user.settings, ...input.settings };
      if (input.location) patch.location = locationOf(input.location);
      if (Object.keys(patch).length === 0) return user;
      return repo.updateProfile(user.id, patch);
    },

    /**
     * Needs the current password; on success every other session of the user (app tokens
     * included) is revoked, every outstanding reset link spent, and the current session kept, in
     * one transaction.
     */
    async changePassword(user: UserRow, session: SessionRow, input: PasswordChangeRequest): Promise<void> {
      if (session.method === APP_TOKEN_METHOD) throw forbidden('Log in to change your password.');
      // A stolen session cannot guess the current password at leisure (decision 013).
      await consumeRateLimits(limits, passwordChangeRules(user.id, session.id));
      const current = await repo.findUser(user.id);
      const ok = current?.passwordHash
        ? await verifyPassword(current.passwordHash, input.current_password)
        : false;
      if (!ok) throw badRequest({ current_password: 'Das aktuelle Passwort ist falsch.' });
      if (input.password === input.current_password)
        throw badRequest({ password: 'Das neue Passwort muss sich vom aktuellen unterscheiden.' });
      const passwordHash = await hashPassword(input.password);
      const now = new Date();
      await db.transaction(async (tx) => {
        await createAccountRepository(tx).setPasswordHash(user.id, passwordHash);
        await createSessionsRepository(tx).revokeAllOfUser(user.id, now, session.id);
        // A reset, unlock or e-mail change link mailed before the change must not work afterwards
        // (issue 19, decision 044, issue 32).
        await spendOutstandingTokens(tx, user.id, now);
      });
    },
  };
}
export type AccountService = ReturnType<typeof createAccountService>;

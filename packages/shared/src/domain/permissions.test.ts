import { describe, expect, it } from 'vitest';
import { can, canOnAll, inAudience, type PolicySubject } from './permissions.ts';

const subject = (role: string, verified = true, id = 7): PolicySubject => ({ id, role, verified });

describe('access policy', () => {
  it('orders the audiences: guest < user < verified < staff < mod < admin', () => {
    expect(inAudience(null, 'public')).toBe(true);
    expect(inAudience(null, 'user')).toBe(false);
    expect(inAudience(subject('user', false), 'user')).toBe(true);
    expect(inAudience(subject('user', false), 'verified')).toBe(false);
    expect(inAudience(subject('user'), 'staff')).toBe(false);
    expect(inAudience(subject('upper'), 'staff')).toBe(true);
    expect(inAudience(subject('upper'), 'mod')).toBe(false);
    expect(inAudience(subject('mod'), 'admin')).toBe(false);
    expect(inAudience(subject('org.admin'), 'admin')).toBe(true);
  });

  it('an unverified or 2FA-pending admin is no admin', () => {
    expect(can(subject('admin', false), 'entry.forceDelete')).toBe(false);
  });

  it('lets upper act only on their own releases, moderators on all', () => {
    expect(can(subject('upper'), 'release.update', 7)).toBe(true);
    expect(can(subject('upper'), 'release.update', 8)).toBe(false);
    expect(can(subject('mod'), 'release.update', 8)).toBe(true);
    expect(canOnAll(subject('upper'), 'release.update')).toBe(false);
    expect(canOnAll(subject('mod'), 'release.update')).toBe(true);
    expect(can(subject('user'), 'release.update', 7)).toBe(false);
  });
});

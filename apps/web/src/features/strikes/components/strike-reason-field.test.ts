import { STRIKE_REASON_TOO_SHORT } from '@regal/shared';
import { describe, expect, it } from 'vitest';
import { checkedStrikeReason } from './strike-reason-field.tsx';

describe('the strike reason both strike dialogs check', () => {
  it('shows the spec notice and sends nothing below 10 characters (spaces do not count)', () => {
    const notices: (string | null)[] = [];
    expect(checkedStrikeReason('   too short   ', (n) => notices.push(n))).toBeNull();
    expect(notices).toEqual([STRIKE_REASON_TOO_SHORT]);
  });

  it('clears the notice and sends the trimmed reason from 10 characters', () => {
    const notices: (string | null)[] = [];
    expect(checkedStrikeReason('  spam links everywhere ', (n) => notices.push(n))).toBe(
      'spam links everywhere',
    );
    expect(notices).toEqual([null]);
  });
});

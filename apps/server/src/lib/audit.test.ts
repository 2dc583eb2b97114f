import { desc } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.ts';
import { auditLog } from '../db/schema/index.ts';
import { diffFields, REDACTED, recordAudit } from './audit.ts';

const ctx = useTestApp();

describe('audit log helper', () => {
  it('lists only changed fields, old → new, and never a secret', () => {
    const changes = diffFields(
      { title: 'Alt', fsk: 12, password: 'x', released_at: new Date('2020-01-01T00:00:00Z') },
      { title: 'Neu', fsk: 12, password: 'y', released_at: new Date('2020-01-01T00:00:00Z') },
    );
    expect(changes).toEqual({
      title: { from: 'Alt', to: 'Neu' },
      password: { from: REDACTED, to: REDACTED },
    });
  });

  it('writes nothing when the transaction of the change rolls back', async () => {
    await expect(
      ctx.db.transaction(async (tx) => {
        await recordAudit(tx, { actor: null, action: 'entry.update', itemType: 'entry', itemId: 1 });
        throw new Error('change failed');
      }),
    ).rejects.toThrow('change failed');
    await ctx.db.transaction(async (tx) => {
      await recordAudit(tx, {
        actor: null,
        action: 'entry.create',
        itemType: 'entry',
        itemId: 2,
        itemLabel: 'Sintel',
        changes: diffFields(null, { title: 'Sintel' }),
      });
    });
    const rows = await ctx.db.select().from(auditLog).orderBy(desc(auditLog.id));
    expect(rows.map((row) => row.action)).toEqual(['entry.create']);
    expect(rows[0]?.changes).toEqual({ title: { from: null, to: 'Sintel' } });
  });
});

import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../src/db/client.ts';
import { catalogueVersion } from '../src/db/schema/index.ts';

/**
 * Waits until the app has heard of writes a test made straight to the database (factories, a raw
 * update). Those move the catalogue version by trigger, and the app learns of it a moment later
 * (LISTEN on PostgreSQL, its poll otherwise); until then its caches and the in-memory search index
 * rightly still answer for the version they know.
 */
export async function catalogueSettled(
  app: FastifyInstance,
  db: Database,
  timeoutMs = 10_000,
): Promise<void> {
  const [row] = await db.select().from(catalogueVersion).where(eq(catalogueVersion.id, 1));
  const target = row?.version ?? 0;
  const deadline = Date.now() + timeoutMs;
  while (app.answerCache.stats().catalogueVersion < target) {
    if (Date.now() > deadline) throw new Error(`the app never heard of catalogue version ${target}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

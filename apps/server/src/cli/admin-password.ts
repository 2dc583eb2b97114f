import { randomBytes } from 'node:crypto';
import { text } from 'node:stream/consumers';
import { eq } from 'drizzle-orm';
import { pino } from 'pino';
import { loadConfig } from '../config.ts';
import { openDatabaseForTool } from '../db/open-for-tool.ts';
import { sessions, users } from '../db/schema/index.ts';
import { hashPassword } from '../lib/passwords.ts';

/**
 * `npm run admin:password -- <username>`: the way back in when an admin's password is lost. Reads
 * the new password from stdin when one is piped in (`echo 'secret…' | npm run admin:password -- admin`),
 * otherwise generates one and prints it once. Ends every session of that account.
 */
const username = process.argv[2];
if (!username) {
  process.stderr.write('Usage: npm run admin:password -- <username>   (password from stdin, or generated)\n');
  process.exit(2);
}
const piped = process.stdin.isTTY ? '' : (await text(process.stdin)).replace(/\r?\n$/, '');
if (piped && piped.length < 10) {
  process.stderr.write('The password needs at least 10 characters.\n');
  process.exit(2);
}
const password = piped || randomBytes(18).toString('base64url');
const config = loadConfig();
const database = await openDatabaseForTool(config, pino({ level: 'warn' }));
try {
  const [user] = await database.db
    .update(users)
    .set({ passwordHash: await hashPassword(password) })
    .where(eq(users.username, username))
    .returning({ id: users.id, role: users.role });
  if (!user) {
    process.stderr.write(`No account named "${username}".\n`);
    process.exitCode = 1;
  } else {
    await database.db.delete(sessions).where(eq(sessions.userId, user.id));
    process.stdout.write(
      piped
        ? `Password of "${username}" (${user.role}) set; its sessions are ended.\n`
        : `New password of "${username}" (${user.role}): ${password}\n(shown only this once; its sessions are ended)\n`,
    );
  }
} finally {
  await database.close();
}

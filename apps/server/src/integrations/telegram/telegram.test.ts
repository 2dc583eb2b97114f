import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';
import { buildRelease, buildUser } from '../../db/seed/factories.ts';
import { authHeaders } from '../../modules/auth/testing.ts';
import { createTelegramClient, TelegramRejectedError, TelegramUnreachableError } from './client.ts';
import { startFakeTelegram } from './fake.ts';

const fake = await startFakeTelegram();
afterAll(() => fake.close());

// No TELEGRAM_* settings: the feature is off.
const ctx = useTestApp();

describe('Telegram Bot API client', () => {
  it('posts sendMessage with the chat id and HTML parse mode', async () => {
    const client = createTelegramClient({
      apiUrl: fake.url,
      token: fake.token,
      chatId: fake.chatId,
      timeoutMs: 20_000,
    });
    expect(await client.sendMessage('<b>Hallo</b>')).toEqual({ messageId: expect.any(Number) });
    expect(fake.messages.at(-1)).toEqual({ chat_id: fake.chatId, text: '<b>Hallo</b>', parse_mode: 'HTML' });
  });

  it("reads Telegram's refusals and an unreachable host", async () => {
    const wrongToken = createTelegramClient({
      apiUrl: fake.url,
      token: '1:wrong',
      chatId: fake.chatId,
      timeoutMs: 20_000,
    });
    await expect(wrongToken.sendMessage('x')).rejects.toEqual(new TelegramRejectedError(401, 'Unauthorized'));
    const wrongChat = createTelegramClient({
      apiUrl: fake.url,
      token: fake.token,
      chatId: '@other',
      timeoutMs: 20_000,
    });
    await expect(wrongChat.sendMessage('x')).rejects.toThrow('Bad Request: chat not found');
    const down = createTelegramClient({
      apiUrl: 'http://127.0.0.1:9',
      token: fake.token,
      chatId: fake.chatId,
      timeoutMs: 20_000,
    });
    await expect(down.sendMessage('x')).rejects.toBeInstanceOf(TelegramUnreachableError);
  });

  it('unconfigured: the send call answers 503 with a clear message', async () => {
    const user = await buildUser(ctx.db, { role: 'mod' });
    const release = await buildRelease(ctx.db, { userId: user.id });
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/release/sendToTelegram',
      headers: await authHeaders(ctx.db, user),
      payload: { id: release.id },
    });
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toBe(
      'Telegram ist nicht eingerichtet (TELEGRAM_BOT_TOKEN und TELEGRAM_CHAT_ID fehlen).',
    );
  });
});

import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A loopback Telegram Bot API: `POST /bot{token}/sendMessage` with Telegram's own answers — a
 * Message for the right token and a known chat, 401 "Unauthorized" for a wrong token, 400 "Bad
 * Request: chat not found" for another chat. Sent messages are kept for assertions.
 */
export interface FakeTelegram {
  url: string;
  token: string;
  chatId: string;
  messages: { chat_id: string; text: string; parse_mode?: string }[];
  close(): Promise<void>;
}

function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

async function bodyOf(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startFakeTelegram(
  options: { token?: string; chatId?: string; port?: number } = {},
): Promise<FakeTelegram> {
  const token = options.token ?? '123456:TEST-token';
  const chatId = options.chatId ?? '@regal_releases';
  const messages: FakeTelegram['messages'] = [];
  let nextId = 1;
  const server = createServer(async (req, res) => {
    const match = /^\/bot([^/]+)\/(\w+)$/.exec(new URL(req.url ?? '/', 'http://x').pathname);
    if (!match) return send(res, 404, { ok: false, error_code: 404, description: 'Not Found' });
    if (match[1] !== token)
      return send(res, 401, { ok: false, error_code: 401, description: 'Unauthorized' });
    if (match[2] !== 'sendMessage' || req.method !== 'POST') {
      return send(res, 404, { ok: false, error_code: 404, description: 'Not Found: method not found' });
    }
    let body: { chat_id?: unknown; text?: unknown; parse_mode?: string };
    try {
      body = JSON.parse(await bodyOf(req)) as typeof body;
    } catch {
      return send(res, 400, { ok: false, error_code: 400, description: "Bad Request: can't parse JSON" });
    }
    if (String(body.chat_id) !== chatId) {
      return send(res, 400, { ok: false, error_code: 400, description: 'Bad Request: chat not found' });
    }
    if (typeof body.text !== 'string' || body.text.trim() === '') {
      return send(res, 400, {
        ok: false,
        error_code: 400,
        description: 'Bad Request: message text is empty',
      });
    }
    messages.push({
      chat_id: chatId,
      text: body.text,
      ...(body.parse_mode ? { parse_mode: body.parse_mode } : {}),
    });
    const messageId = nextId++;
    send(res, 200, {
      ok: true,
      result: {
        message_id: messageId,
        chat: { id: -1001, type: 'channel' },
        date: Math.floor(Date.now() / 1000),
        text: body.text,
      },
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    token,
    chatId,
    messages,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

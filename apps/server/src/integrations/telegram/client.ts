import { type OutboundClient, outboundClient } from '../../lib/outbound/index.ts';

/**
 * Telegram Bot API client (https://core.telegram.org/bots/api#sendmessage): posts a message to the
 * configured channel. `POST {apiUrl}/bot{token}/sendMessage` with a JSON body; Telegram answers
 * `{ ok: true, result: Message }` or `{ ok: false, error_code, description }`.
 */
export interface TelegramSettings {
  /** https://api.telegram.org by default */
  apiUrl: string;
  token: string;
  /** a channel (@name or -100… id) the bot may post to */
  chatId: string;
  timeoutMs: number;
  /** the guarded client (decision 024); default: one that allows this service's base URL only */
  outbound?: OutboundClient;
}

export class TelegramUnconfiguredError extends Error {
  override name = 'TelegramUnconfiguredError';
}
export class TelegramRejectedError extends Error {
  override name = 'TelegramRejectedError';
  constructor(
    readonly code: number,
    readonly description: string,
  ) {
    super(description);
  }
}
export class TelegramUnreachableError extends Error {
  override name = 'TelegramUnreachableError';
}

interface TelegramAnswer {
  ok: boolean;
  result?: { message_id?: number };
  error_code?: number;
  description?: string;
}

export function createTelegramClient(settings: TelegramSettings) {
  const configured = settings.token !== '' && settings.chatId !== '';
  const outbound = settings.outbound ?? outboundClient('', settings.apiUrl);
  return {
    configured,
    /** Sends an HTML-formatted message; returns Telegram's message id. */
    async sendMessage(text: string): Promise<{ messageId: number }> {
      if (!configured) throw new TelegramUnconfiguredError('TELEGRAM_BOT_TOKEN or TELEGRAM_CHAT_ID empty');
      const url = `${settings.apiUrl.replace(/\/$/, '')}/bot${settings.token}/sendMessage`;
      let response: Response;
      try {
        response = await outbound.fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            chat_id: settings.chatId,
            text,
            parse_mode: 'HTML',
            link_preview_options: { is_disabled: true },
          }),
          timeoutMs: settings.timeoutMs,
        });
      } catch (error) {
        throw new TelegramUnreachableError((error as Error).message);
      }
      let answer: TelegramAnswer;
      try {
        answer = (await response.json()) as TelegramAnswer;
      } catch {
        throw new TelegramUnreachableError(`unreadable answer (HTTP ${response.status})`);
      }
      if (!answer.ok) {
        throw new TelegramRejectedError(
          answer.error_code ?? response.status,
          answer.description ?? 'unknown error',
        );
      }
      return { messageId: answer.result?.message_id ?? 0 };
    },
  };
}
export type TelegramClient = ReturnType<typeof createTelegramClient>;

const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
/** Text for Telegram's HTML parse mode. */
export const escapeTelegramHtml = (text: string) => text.replace(/[&<>"]/g, (c) => escapes[c] ?? c);

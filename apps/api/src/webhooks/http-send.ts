// One try of one message: a POST of the exact body with the three Standard Webhooks headers (signed by the
// maintained `standardwebhooks` package), to the address the guard checked (address-guard.ts): the request's
// `lookup` answers that address, so no second DNS answer can redirect it. Redirects are not followed (a 3xx is
// a failed try), the whole try is bounded by the timeout, and only the first 2,000 characters of the answer
// are kept.
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { Webhook } from 'standardwebhooks';
import type { WebhookAttempt } from '@tagih/domain/schemas/webhook';
import { checkWebhookUrl, RefusedWebhookUrl, type CheckedAddress } from './address-guard.ts';

export const RESPONSE_BODY_LIMIT = 2000;

export interface SendSettings {
  allowPrivate: boolean;
  timeoutMs: number;
}

export interface OutgoingMessage {
  url: string;
  secret: string;
  messageId: string;
  payload: string;
}

type TryResult = Pick<WebhookAttempt, 'response_status' | 'response_body' | 'error'>;

/** A lookup that answers the checked address whatever the host, in either of the forms Node asks for. */
function pinnedLookup(checked: CheckedAddress): LookupFunction {
  return (_hostname, options, callback) => {
    if (options.all) callback(null, [{ address: checked.address, family: checked.family }]);
    else callback(null, checked.address, checked.family);
  };
}

/** The standard headers: `webhook-id`, `webhook-timestamp` (seconds), `webhook-signature` (`v1,<base64>`). */
export function signedHeaders(message: OutgoingMessage, at: Date): Record<string, string> {
  const signature = new Webhook(message.secret).sign(message.messageId, at, message.payload);
  return {
    'content-type': 'application/json',
    'user-agent': 'Tagih-Webhooks/1.0',
    'webhook-id': message.messageId,
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': signature,
  };
}

function post(message: OutgoingMessage, checked: CheckedAddress, timeoutMs: number): Promise<TryResult> {
  const url = new URL(message.url);
  const client = url.protocol === 'https:' ? https : http;
  const headers = signedHeaders(message, new Date());
  return new Promise((resolve) => {
    const request = client.request(
      url,
      { method: 'POST', headers, lookup: pinnedLookup(checked), signal: AbortSignal.timeout(timeoutMs) },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          body += chunk;
          // Enough is kept: the rest of a long answer is not read.
          if (body.length >= RESPONSE_BODY_LIMIT) response.destroy();
        });
        const done = () =>
          resolve({
            response_status: response.statusCode ?? null,
            response_body: body.slice(0, RESPONSE_BODY_LIMIT),
            error: null,
          });
        response.on('end', done);
        response.on('close', done);
        response.on('error', done);
      },
    );
    request.on('error', (error: Error) => {
      const timedOut = error.name === 'AbortError' || error.name === 'TimeoutError';
      resolve({
        response_status: null,
        response_body: null,
        error: timedOut ? `Waktu habis setelah ${timeoutMs} ms.` : `Gagal terhubung: ${error.message}`,
      });
    });
    request.end(message.payload);
  });
}

/** Checks the URL again, sends, and answers the try as the attempt log keeps it (without its number). */
export async function sendMessage(
  message: OutgoingMessage,
  settings: SendSettings,
): Promise<Omit<WebhookAttempt, 'attempt'>> {
  const started = new Date();
  const result = await checkWebhookUrl(message.url, settings.allowPrivate).then(
    (checked) => post(message, checked, settings.timeoutMs),
    (error: unknown): TryResult => ({
      response_status: null,
      response_body: null,
      error: error instanceof RefusedWebhookUrl ? `Ditolak: ${error.message}` : 'Host tidak dapat diperiksa.',
    }),
  );
  return {
    attempted_at: started.toISOString(),
    ...result,
    duration_ms: Date.now() - started.getTime(),
  };
}

/** A 2xx answer: the receiver took the message. */
export const isDelivered = (status: number | null) => status !== null && status >= 200 && status < 300;

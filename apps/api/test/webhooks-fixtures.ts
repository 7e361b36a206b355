// A webhook receiver on the loopback (node:http on port 0) for the webhook tests: it records every request
// (headers and exact body) and answers from a script of statuses ('hang' never answers, so the sender's
// timeout fires); past the script it answers 200. Each recorded message is checked with the
// `standardwebhooks` library's own Webhook.verify, as an integrator would.
import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import type { TestContext } from './helper.ts';

export interface Received {
  headers: http.IncomingHttpHeaders;
  body: string;
}

export type Answer = number | 'hang';

export async function startReceiver() {
  const received: Received[] = [];
  const script: Answer[] = [];
  const hanging: http.ServerResponse[] = [];
  const server = http.createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body });
      const answer = script.shift() ?? 200;
      if (answer === 'hang') hanging.push(response);
      else response.writeHead(answer, { 'content-type': 'text/plain' }).end(`jawaban ${answer}`);
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks/tagih`,
    received,
    /** The next answers, in order. */
    answer(...answers: Answer[]) {
      script.push(...answers);
    },
    async close() {
      for (const response of hanging) response.destroy();
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };
}
export type Receiver = Awaited<ReturnType<typeof startReceiver>>;

/** The message as the receiver checks it: throws unless the signature verifies; answers the parsed body. */
export function verified(secret: string, message: Received) {
  const headers = {
    'webhook-id': String(message.headers['webhook-id']),
    'webhook-timestamp': String(message.headers['webhook-timestamp']),
    'webhook-signature': String(message.headers['webhook-signature']),
  };
  return new Webhook(secret).verify(message.body, headers) as {
    id: string;
    type: string;
    created_at: string;
    data: Record<string, unknown>;
  };
}

export const ALL_ORDER_EVENTS = ['order.created', 'order.paid'];

/** Stores an endpoint through the API; answers its row with the secret. */
export async function storeWebhook(t: Pick<TestContext, 'request'>, url: string, events = ALL_ORDER_EVENTS) {
  const response = await t.request({
    method: 'POST',
    url: '/api/webhooks/store',
    payload: { url, description: 'ERP gudang', events, is_active: true },
  });
  if (response.statusCode !== 200) throw new Error(`store failed: ${response.statusCode} ${response.body}`);
  return response.json().data as { id: number; secret: string; url: string };
}

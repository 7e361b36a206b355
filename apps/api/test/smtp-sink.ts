// A real SMTP server for the mail tests (the `smtp-server` package), listening on a free local port. It keeps
// each delivered message as the envelope (MAIL FROM, RCPT TO) and the raw text the client sent, and can be
// told to refuse recipients. With a small reader of headers and MIME parts, since no mail parser is installed.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  rcptTo: string[];
  raw: string;
}

export interface SmtpSink {
  url: string;
  port: number;
  received: ReceivedMail[];
  rejectRecipients: boolean;
  close(): Promise<void>;
}

export async function startSmtpSink(): Promise<SmtpSink> {
  const sink = { received: [] as ReceivedMail[], rejectRecipients: false };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      callback(
        sink.rejectRecipients ? Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }) : null,
      );
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
        sink.received.push({
          from,
          rcptTo: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return Object.assign(sink, {
    url: `smtp://127.0.0.1:${port}`,
    port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}

/** The top-level headers of a raw message, unfolded, names lower-cased (the first of a repeated one). */
export function headersOf(raw: string): Map<string, string> {
  const head = raw.split(/\r?\n\r?\n/, 1)[0] ?? '';
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) {
      const name = line.slice(0, colon).trim().toLowerCase();
      if (!headers.has(name)) headers.set(name, line.slice(colon + 1).trim());
    }
  }
  return headers;
}

/** The MIME parts of a multipart message: each part's headers and decoded body. */
export function partsOf(raw: string): Array<{ headers: Map<string, string>; body: Buffer }> {
  const parts: Array<{ headers: Map<string, string>; body: Buffer }> = [];
  const boundaries = [...raw.matchAll(/boundary="?([^";\r\n]+)"?/g)].map((match) => match[1]!);
  for (const boundary of boundaries) {
    for (const chunk of raw.split(`--${boundary}`).slice(1)) {
      if (chunk.startsWith('--')) continue;
      const text = chunk.replace(/^\r?\n/, '');
      const headers = headersOf(text);
      const body = text.slice(text.search(/\r?\n\r?\n/)).trim();
      const encoding = headers.get('content-transfer-encoding')?.toLowerCase();
      parts.push({
        headers,
        body: encoding === 'base64' ? Buffer.from(body.replace(/\s+/g, ''), 'base64') : Buffer.from(body),
      });
    }
  }
  return parts;
}

// Outgoing mail through nodemailer (decisions.md, Invoices): SMTP from SMTP_URL, or, when it is unset, each
// message written as an .eml file to `${DATA_DIR}/outbox`, so the embedded setup works with no mail server.
// A failed delivery is an AppError 502 with a message an administrator can act on, never a 500.
import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import fp from 'fastify-plugin';
import type { Transporter } from 'nodemailer';
import { AppError } from '../../lib/app-error.ts';

export interface OutgoingMail {
  to: string[];
  bcc: string[];
  subject: string;
  text: string;
  html: string;
  attachments: Array<{ filename: string; content: Buffer; contentType: string }>;
}

export interface SentMail {
  messageId: string;
  /** The .eml file written, when there is no SMTP server. */
  outboxFile?: string;
}

export interface Mailer {
  readonly mode: 'smtp' | 'outbox';
  send(mail: OutgoingMail): Promise<SentMail>;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

const CONNECTION_CODES = new Set([
  'ECONNECTION',
  'ETIMEDOUT',
  'ESOCKET',
  'EDNS',
  'ETLS',
  'ECONNREFUSED',
  'ECONNRESET',
  'EHOSTUNREACH',
]);

/** The 502 an administrator reads when the mail server did not take the message. */
export function deliveryError(error: unknown): AppError {
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && CONNECTION_CODES.has(code))
    return new AppError(502, 'Gagal mengirim email: server SMTP tidak dapat dihubungi.');
  if (code === 'EAUTH')
    return new AppError(502, 'Gagal mengirim email: server SMTP menolak login (periksa SMTP_URL).');
  return new AppError(502, 'Gagal mengirim email: server SMTP menolak pesan.');
}

export function createMailer(options: {
  smtpUrl: string | undefined;
  from: string;
  outboxDir: string;
}): Mailer {
  // nodemailer is loaded with the first message (most requests never send one; its module is 2.4 MB of RSS).
  let transport: Promise<Transporter> | undefined;
  const transportOf = (): Promise<Transporter> =>
    (transport ??= import('nodemailer').then(async ({ default: nodemailer }) => {
      if (!options.smtpUrl)
        return nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
      const { default: SMTPTransport } = await import('nodemailer/lib/smtp-transport/index.js');
      // Timeouts well under an HTTP client's patience: an unreachable server fails the request in seconds.
      return nodemailer.createTransport(
        new SMTPTransport({
          url: options.smtpUrl,
          connectionTimeout: 10_000,
          greetingTimeout: 10_000,
          socketTimeout: 30_000,
        }),
      );
    }));

  return {
    mode: options.smtpUrl ? 'smtp' : 'outbox',
    async send(mail) {
      let info: { messageId: string; message?: unknown };
      try {
        info = await (await transportOf()).sendMail({ from: options.from, ...mail });
      } catch (error) {
        throw Object.assign(deliveryError(error), { cause: error });
      }
      if (options.smtpUrl || !Buffer.isBuffer(info.message)) return { messageId: info.messageId };
      await mkdir(options.outboxDir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(options.outboxDir, `${stamp}-${randomBytes(4).toString('hex')}.eml`);
      await writeFile(`${file}.tmp`, info.message, { mode: 0o600 });
      await rename(`${file}.tmp`, file);
      return { messageId: info.messageId, outboxFile: file };
    },
  };
}

export default fp(
  async (app) => {
    const mailer = createMailer({
      smtpUrl: app.config.smtpUrl,
      from: app.config.mailFrom,
      outboxDir: path.join(app.config.dataDir, 'outbox'),
    });
    app.decorate('mailer', mailer);
  },
  { name: 'mail', dependencies: ['config'] },
);

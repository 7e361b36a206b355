// Sign-in and sign-out of administrators (spec 2.3 and section 7).
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { verifyPassword } from '@tagih/db';
import { envelopeSchema, messageEnvelopeSchema } from '@tagih/domain/schemas/common';
import { loginInputSchema, loginResultSchema, type AdminAnswer } from '@tagih/domain/schemas/auth';
import { AppError } from '../../../lib/app-error.ts';
import { done, single } from '../../../lib/envelope.ts';
import { concurrencyLimit } from '../../../lib/concurrency-limit.ts';
import { findAdminByEmail } from '../../../repositories/admins.ts';
import { createSession } from '../../../repositories/admin-sessions.ts';
import passwordRoutes from './password.ts';

const INVALID_LOGIN = 'Email atau password salah.';
// Compared against when the e-mail is unknown, so both failures take the same time.
const DUMMY_HASH = 'scrypt$16384$8$1$AAAAAAAAAAAAAAAAAAAAAA==$' + 'A'.repeat(86) + '==';

/**
 * Holds an attempt back as the throttle says: refused with 429 and Retry-After, or slowed by its delay.
 * Answers the throttle's keys: per (e-mail, address) pair and per address.
 */
async function awaitTurn(app: FastifyInstance, ip: string, reply: FastifyReply, email: string) {
  const throttle = app.shared.loginThrottle;
  // Per (e-mail, address) pair and per address: a stranger's guesses at an e-mail from elsewhere never
  // block its owner, and one address cannot spray many e-mails.
  const pair = `pair:${email}|${ip}`;
  const address = `ip:${ip}`;
  const verdict = await throttle.check([
    { key: pair, max: app.config.loginMaxAttempts },
    { key: address, max: app.config.loginAddressMaxAttempts },
  ]);
  if (verdict.blocked) {
    reply.header('retry-after', String(verdict.retryAfterSeconds));
    throw new AppError(
      429,
      `Terlalu banyak percobaan login. Coba lagi dalam ${verdict.retryAfterSeconds} detik.`,
    );
  }
  if (verdict.delayMs > 0) await sleep(verdict.delayMs);
  return { pair, address };
}

/** Who signed in, as the answer names them: with the role the console shows its menu for (issue 33). */
export function signedInAdmin(admin: AdminAnswer): AdminAnswer {
  const { id, name, email, role, must_change_password } = admin;
  return { id, name, email, role, must_change_password };
}

export default async function authRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // In process, or in Redis when instances share it (plugins/app/shared-state.ts).
  const throttle = app.shared.loginThrottle;
  // Password hashes two at a time: as fast as two cores allow, without 16 MB of scrypt memory per waiting login.
  const hashing = concurrencyLimit(2);

  app.post(
    '/login-admin',
    {
      config: { public: true, rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags: ['Auth'],
        summary: 'Sign in: a bearer token for an administrator',
        security: [],
        body: loginInputSchema,
        response: { 200: envelopeSchema(loginResultSchema) },
      },
    },
    async (request, reply) => {
      const { email, password } = request.body;
      const { pair, address } = await awaitTurn(app, request.ip, reply, email);

      const admin = await findAdminByEmail(app.db, email);
      const valid = await hashing(() => verifyPassword(password, admin?.password_hash ?? DUMMY_HASH));
      // A disabled administrator gets the same answer as a wrong password (docs/security.md): the console's
      // one sign-in error, and nothing that tells a holder of an old password that it is still right.
      if (!admin || !valid || admin.disabled_at !== null) {
        await throttle.fail([pair, address]);
        request.log.info(
          { event: admin?.disabled_at && valid ? 'login_refused_disabled' : 'login_failed' },
          'login failed',
        );
        throw AppError.field('email', INVALID_LOGIN);
      }
      // Only the pair: a correct sign-in must not reset the address's count of guesses at other accounts.
      await throttle.succeed([pair]);
      const { token, jti, expiresAt } = app.issueToken(admin);
      await createSession(app.db, {
        jti,
        adminId: admin.id,
        expiresAt,
        ip: request.ip,
        userAgent: request.headers['user-agent'],
      });
      request.log.info({ event: 'login', adminId: admin.id }, 'admin signed in');
      return single(
        {
          token,
          expires_at: expiresAt.toISOString(),
          admin: signedInAdmin(admin),
        },
        'Login berhasil.',
      );
    },
  );

  await app.register(passwordRoutes, { hashing });

  app.post(
    '/logout',
    {
      config: { permission: 'account' },
      schema: {
        tags: ['Auth'],
        summary: "Sign out: the session's token stops working",
        response: { 200: messageEnvelopeSchema },
      },
    },
    async (request) => {
      await app.revokeToken(request);
      return done('Logout berhasil.');
    },
  );
}

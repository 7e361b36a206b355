// 'Ganti Password' (the console's power menu): a signed-in administrator replaces their own password. The old
// one must be given (a borrowed, unlocked screen is not enough), the new one must meet the policy, and every
// other session of theirs ends: whoever else held one is signed out. This session stays.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { verifyPassword } from '@tagih/db';
import { messageEnvelopeSchema } from '@tagih/domain/schemas/common';
import { changePasswordInputSchema } from '@tagih/domain/schemas/auth';
import { passwordPolicyProblems } from '@tagih/domain/password-policy';
import { AppError } from '../../../lib/app-error.ts';
import { done } from '../../../lib/envelope.ts';
import { findAdminById, replaceAdminPassword } from '../../../repositories/admins.ts';
import { auditContext } from '../../standard-set.ts';

export const WRONG_CURRENT_PASSWORD = 'Password saat ini salah.';
export const SAME_PASSWORD = 'Password baru harus berbeda dari password saat ini.';
export const PASSWORD_CHANGED = 'Password berhasil diganti.';

export interface PasswordRoutesOptions {
  /** The sign-in's gate on scrypt work, shared so both together stay within its memory bound. */
  hashing: <T>(task: () => Promise<T>) => Promise<T>;
}

export default async function passwordRoutes(fastify: FastifyInstance, options: PasswordRoutesOptions) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/change-password',
    {
      // Guesses at the current password by whoever holds a token: ten tries a minute per administrator.
      config: {
        permission: 'account',
        rateLimit: {
          max: 10,
          timeWindow: '1 minute',
          keyGenerator: (request) => `change-password:${request.admin?.id ?? request.ip}`,
        },
      },
      schema: {
        tags: ['Auth'],
        summary: 'Change the signed-in administrator’s password',
        description:
          'Needs the current password. The new one must have at least 12 characters, be neither the default, ' +
          'nor a common password, nor the e-mail, nor blank or one character repeated, and score at least 3 ' +
          'of 4 in zxcvbn. Ends every other session of the administrator. Replaces a one-time password: ' +
          'the other routes answer again at once.',
        body: changePasswordInputSchema,
        response: { 200: messageEnvelopeSchema },
      },
    },
    async (request) => {
      const { current_password: current, new_password: next } = request.body;
      const signedIn = request.admin!;
      const admin = await findAdminById(app.db, signedIn.id);
      if (!admin) throw AppError.unauthenticated();
      if (!(await options.hashing(() => verifyPassword(current, admin.password_hash)))) {
        request.log.info({ event: 'password_change_refused', adminId: admin.id }, 'wrong current password');
        throw AppError.field('current_password', WRONG_CURRENT_PASSWORD);
      }
      const problems = passwordPolicyProblems(next, { email: admin.email });
      if (next === current) problems.push(SAME_PASSWORD);
      if (problems.length > 0) throw AppError.validation({ new_password: problems });

      const revoked = await replaceAdminPassword(app.db, {
        admin,
        password: next,
        expectedHash: admin.password_hash,
        keepSession: signedIn.jti,
        context: auditContext(request),
        action: 'change-password',
      });
      // Another change won the race since the check above: the password given is no longer the current one.
      if (revoked === null) throw AppError.field('current_password', WRONG_CURRENT_PASSWORD);
      await app.forgetSessions(revoked);
      // The one-time password is gone (must_change_password cleared): this session may do more at once.
      app.recheckSession(signedIn.jti);
      request.log.info(
        { event: 'password_changed', adminId: admin.id, sessionsEnded: revoked.length },
        'admin changed their password',
      );
      return done(PASSWORD_CHANGED);
    },
  );
}

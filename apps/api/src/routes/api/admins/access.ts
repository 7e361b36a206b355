// Whether an administrator can sign in: disable and enable (the same repository function as the command's, so
// the last-active-admin rule holds for both), and a password reset that hands out a one-time password.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminEnvelopeSchema, adminWithPasswordEnvelopeSchema } from '@tagih/domain/schemas/admin';
import { idParamSchema } from '@tagih/domain/schemas/common';
import { AppError } from '../../../lib/app-error.ts';
import { single } from '../../../lib/envelope.ts';
import { findAdminRow, resetAdminPassword } from '../../../repositories/admins-manage.ts';
import { findAdminById, setAdminDisabled } from '../../../repositories/admins.ts';
import { auditContext } from '../../standard-set.ts';
import { ADMINS_TAG } from './tag.ts';

const MESSAGES = {
  disable: 'Administrator dinonaktifkan; semua sesinya diakhiri.',
  enable: 'Administrator diaktifkan kembali.',
  alreadyDisabled: 'Administrator ini sudah nonaktif.',
  alreadyEnabled: 'Administrator ini sudah aktif.',
  reset: 'Password direset. Password sekali pakai hanya ditampilkan sekali; semua sesinya diakhiri.',
} as const;

export default async function adminAccessRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const config = { permission: 'admins.manage' } as const;

  for (const action of ['disable', 'enable'] as const) {
    const disabled = action === 'disable';
    app.post(
      `/:id/${action}`,
      {
        config,
        schema: {
          tags: [ADMINS_TAG],
          summary: disabled
            ? 'Disable an administrator (they cannot sign in; their sessions end)'
            : 'Enable an administrator again',
          description: disabled
            ? 'Every session of theirs ends at once. 409 for the last active administrator with role admin, ' +
              'and when they are disabled already.'
            : '409 when they are not disabled.',
          params: idParamSchema,
          response: { 200: adminEnvelopeSchema },
        },
      },
      async (request) => {
        const { id } = request.params;
        if (!(await findAdminById(app.db, id))) throw AppError.notFound('Administrator');
        const changed = await setAdminDisabled(app.db, { id, disabled, context: auditContext(request) });
        if (!changed) throw AppError.conflict(disabled ? MESSAGES.alreadyDisabled : MESSAGES.alreadyEnabled);
        await app.forgetSessions(changed.sessionsEnded);
        return single(await findAdminRow(app.db, id), MESSAGES[action]);
      },
    );
  }

  app.post(
    '/:id/reset-password',
    {
      config,
      schema: {
        tags: [ADMINS_TAG],
        summary: 'Give an administrator a new one-time password',
        description:
          'Answers `one_time_password`, shown only in this answer. Every session of theirs ends and they ' +
          "must change it at their next sign-in. 409 for one's own account: that is 'Ganti Password'.",
        params: idParamSchema,
        response: { 200: adminWithPasswordEnvelopeSchema },
      },
    },
    async (request) => {
      const { id } = request.params;
      // Resetting one's own password would end the very session asking and lock its holder out of it.
      if (id === request.admin!.id)
        throw AppError.conflict("Password Anda sendiri diganti lewat 'Ganti Password', bukan direset.");
      const { password, sessionsEnded } = await resetAdminPassword(app.db, {
        id,
        context: auditContext(request),
      });
      await app.forgetSessions(sessionsEnded);
      request.log.info({ event: 'admin_password_reset', adminId: id }, 'admin password reset');
      return single({ ...(await findAdminRow(app.db, id)), one_time_password: password }, MESSAGES.reset);
    },
  );
}

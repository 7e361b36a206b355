// 'Tambah Administrator': a new administrator with a one-time password, answered this once and never stored in
// clear nor logged (only its hash is kept); they must change it at their first sign-in.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminStoreInputSchema, adminWithPasswordEnvelopeSchema } from '@tagih/domain/schemas/admin';
import { single } from '../../../lib/envelope.ts';
import { storeAdmin } from '../../../repositories/admins-manage.ts';
import { auditContext } from '../../standard-set.ts';
import { ADMINS_TAG } from './tag.ts';

export default async function adminStoreRoute(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const config = { permission: 'admins.manage' } as const;

  app.post(
    '/store',
    {
      config,
      schema: {
        tags: [ADMINS_TAG],
        summary: 'Add an administrator with a one-time password',
        description:
          'Answers the administrator and `one_time_password`, shown only in this answer (only its hash is ' +
          'stored). They must change it at their first sign-in: until then every route but the account ' +
          "ones answers 403. 422 under `email` when it is taken ('Email sudah terdaftar.').",
        body: adminStoreInputSchema,
        response: { 200: adminWithPasswordEnvelopeSchema },
      },
    },
    async (request) => {
      const admin = await storeAdmin(app.db, { ...request.body, context: auditContext(request) });
      request.log.info({ event: 'admin_created', adminId: admin.id, role: admin.role }, 'admin created');
      return single(admin, 'Administrator ditambahkan. Password sekali pakai hanya ditampilkan sekali.');
    },
  );
}

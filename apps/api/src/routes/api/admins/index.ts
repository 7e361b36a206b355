// The 'Administrator' screen (issue 33): who signs in to the console and with which role. Only role `admin`
// manages them (`admins.manage`). A new administrator and a reset get a one-time password, answered this once
// and never stored in clear nor logged; a role change, a disable and a reset end the administrator's sessions,
// refused at once by every instance (app.forgetSessions). The last active admin can be neither demoted nor
// disabled (409, repositories/last-admin.ts).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminEnvelopeSchema,
  adminListQuerySchema,
  adminListSchema,
  adminUpdateInputSchema,
} from '@tagih/domain/schemas/admin';
import { idParamSchema } from '@tagih/domain/schemas/common';
import { list, MESSAGES, single } from '../../../lib/envelope.ts';
import { findAdminRow, listAdmins, updateAdmin } from '../../../repositories/admins-manage.ts';
import { auditContext } from '../../standard-set.ts';
import adminAccessRoutes from './access.ts';
import adminStoreRoute from './store.ts';
import { ADMINS_TAG } from './tag.ts';

export const ROLE_CHANGED_MESSAGE =
  'Peran diubah. Semua sesi administrator ini diakhiri; peran baru berlaku saat ia masuk lagi.';

export default async function adminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const config = { permission: 'admins.manage' } as const;

  app.get(
    '/',
    {
      config,
      schema: {
        tags: [ADMINS_TAG],
        summary: 'The administrators, a page of ten',
        description:
          'By name. `search`: part of the name or e-mail; `role`: one role; `status`: `active` or `disabled`. ' +
          '`last_active_at`: when their latest session began (null: never signed in).',
        querystring: adminListQuerySchema,
        response: { 200: adminListSchema },
      },
    },
    async (request) => {
      const { rows, total } = await listAdmins(app.db, request.query);
      return list(rows, request.query.page, total);
    },
  );

  app.get(
    '/:id',
    {
      config,
      schema: {
        tags: [ADMINS_TAG],
        summary: 'One administrator',
        params: idParamSchema,
        response: { 200: adminEnvelopeSchema },
      },
    },
    async (request) => single(await findAdminRow(app.db, request.params.id)),
  );

  app.put(
    '/update/:id',
    {
      config,
      schema: {
        tags: [ADMINS_TAG],
        summary: 'Change an administrator’s name and role',
        description:
          'A changed role ends every session of the administrator, so their next sign-in carries it. 409 ' +
          'when it would demote the last active administrator with role admin.',
        params: idParamSchema,
        body: adminUpdateInputSchema,
        response: { 200: adminEnvelopeSchema },
      },
    },
    async (request) => {
      const { roleChanged, sessionsEnded } = await updateAdmin(app.db, {
        id: request.params.id,
        ...request.body,
        context: auditContext(request),
      });
      await app.forgetSessions(sessionsEnded);
      const admin = await findAdminRow(app.db, request.params.id);
      return single(admin, roleChanged ? ROLE_CHANGED_MESSAGE : MESSAGES.updated);
    },
  );

  await app.register(adminStoreRoute);
  await app.register(adminAccessRoutes);
}

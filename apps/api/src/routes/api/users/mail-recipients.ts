// The administrator look-ups behind 'Setting Mail' (under /users, spec section 7): every administrator, a
// search, the ones chosen to receive invoice copies, and choosing them. Registered by the user routes.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema, searchBodySchema } from '@tagih/domain/schemas/common';
import { adminOptionSchema, updateAdminBodySchema } from '@tagih/domain/schemas/user';
import { single } from '../../../lib/envelope.ts';
import {
  listAdmins,
  replaceSelectedAdmins,
  searchAdmins,
  selectedAdmins,
} from '../../../repositories/mail-recipients.ts';
import { auditContext } from '../../standard-set.ts';

const tags = ['Users'];
const adminList = envelopeSchema(z.array(adminOptionSchema));

export default async function mailRecipientRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/admin',
    {
      config: { permission: 'audit.read' },
      schema: {
        tags,
        description: "Every administrator, for the Audit Log's filter by administrator.",
        response: { 200: adminList },
      },
    },
    async () => single(await listAdmins(app.db)),
  );

  app.post(
    '/search_admin',
    {
      config: { permission: 'settings.read' },
      schema: {
        tags,
        summary: 'Administrators whose name matches, unpaged',
        body: searchBodySchema,
        response: { 200: adminList },
      },
    },
    async (request) => single(await searchAdmins(app.db, request.body.name)),
  );

  app.get(
    '/show_admin',
    {
      config: { permission: 'settings.read' },
      schema: {
        tags,
        description: 'The administrators chosen to receive invoice copies.',
        response: { 200: adminList },
      },
    },
    async () => single(await selectedAdmins(app.db)),
  );

  app.post(
    '/update_admin',
    {
      config: { permission: 'settings.write' },
      schema: {
        tags,
        summary: 'Choose the administrators who receive invoice copies',
        body: updateAdminBodySchema,
        response: { 200: adminList },
      },
    },
    async (request) =>
      single(
        await replaceSelectedAdmins(app.db, request.body.idAdmin, auditContext(request)),
        'Email has been save!',
      ),
  );
}

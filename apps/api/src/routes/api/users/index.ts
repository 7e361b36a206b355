// Client users (spec section 7): the standard set with update keyed by company, and the administrator
// look-ups behind 'Setting Mail'.
import type { FastifyInstance } from 'fastify';
import { userExportColumns } from '@tagih/domain/schemas/export-columns';
import { userListQueries } from '@tagih/domain/schemas/list-columns';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema, searchBodySchema } from '@tagih/domain/schemas/common';
import { companyIdParamSchema } from '@tagih/domain/schemas/company';
import {
  adminOptionSchema,
  updateAdminBodySchema,
  userInputSchema,
  userSchema,
} from '@tagih/domain/schemas/user';
import { MESSAGES, single } from '../../../lib/envelope.ts';
import { userRepository } from '../../../repositories/client-users.ts';
import {
  listAdmins,
  replaceSelectedAdmins,
  searchAdmins,
  selectedAdmins,
} from '../../../repositories/mail-recipients.ts';
import { auditContext, registerStandardSet } from '../../standard-set.ts';

const tags = ['Users'];
const adminList = envelopeSchema(z.array(adminOptionSchema));

export default async function userRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  registerStandardSet(app, {
    tag: 'Users',
    row: userSchema,
    input: userInputSchema,
    repository: userRepository,
    columns: userExportColumns,
    queries: userListQueries,
    exportName: 'users',
    except: ['update'],
  });

  app.put(
    '/update/:id_company',
    {
      schema: {
        tags,
        description: "Keyed by the user's company (spec section 7); the body carries the user's `id`.",
        params: companyIdParamSchema,
        body: userInputSchema,
        response: { 200: envelopeSchema(userSchema) },
      },
    },
    async (request) =>
      single(
        await userRepository.update(app.db, request.params.id_company, request.body, auditContext(request)),
        MESSAGES.updated,
      ),
  );

  app.get(
    '/admin',
    {
      schema: {
        tags,
        description: 'Every administrator, for the Setting Mail choice.',
        response: { 200: adminList },
      },
    },
    async () => single(await listAdmins(app.db)),
  );

  app.post(
    '/search_admin',
    {
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

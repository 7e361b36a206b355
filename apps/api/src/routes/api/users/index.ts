// Client users (spec section 7): the standard set with update keyed by company, and the administrator
// look-ups behind 'Setting Mail' (mail-recipients.ts).
import type { FastifyInstance } from 'fastify';
import { userExportColumns } from '@tagih/domain/schemas/export-columns';
import { userListQueries } from '@tagih/domain/schemas/list-columns';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelopeSchema } from '@tagih/domain/schemas/common';
import { companyIdParamSchema } from '@tagih/domain/schemas/company';
import { userInputSchema, userSchema } from '@tagih/domain/schemas/user';
import { MESSAGES, single } from '../../../lib/envelope.ts';
import { userRepository } from '../../../repositories/client-users.ts';
import { auditContext, registerStandardSet } from '../../standard-set.ts';
import mailRecipientRoutes from './mail-recipients.ts';

const tags = ['Users'];

export default async function userRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  registerStandardSet(app, {
    permissions: { read: 'companies.read', write: 'companies.write' },
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
      config: { permission: 'companies.write' },
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

  await app.register(mailRecipientRoutes);
}

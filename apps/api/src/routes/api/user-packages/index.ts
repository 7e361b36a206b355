// The standard set over /user-packages plus POST /user-packages/change-status/{id} (API only, spec section 4).
import type { FastifyInstance } from 'fastify';
import { userPackageExportColumns } from '@tagih/domain/schemas/export-columns';
import { userPackageListQueries } from '@tagih/domain/schemas/list-columns';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamSchema } from '@tagih/domain/schemas/common';
import {
  userPackageInputSchema,
  userPackageSchema,
  userPackageStatusInputSchema,
  userPackageStatusResponseSchema,
} from '@tagih/domain/schemas/user-package';
import { single } from '../../../lib/envelope.ts';
import { changeUserPackageStatus, userPackageRepository } from '../../../repositories/user-packages.ts';
import { auditContext, registerStandardSet } from '../../standard-set.ts';

export const STATUS_UPDATED = 'Status has been updated';

export default async function userPackageRoutes(fastify: FastifyInstance) {
  registerStandardSet(fastify, {
    permissions: { read: 'catalogue.read', write: 'catalogue.write' },
    tag: 'User packages',
    row: userPackageSchema,
    input: userPackageInputSchema,
    repository: userPackageRepository,
    columns: userPackageExportColumns,
    queries: userPackageListQueries,
    exportName: 'user-packages',
  });

  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/change-status/:id',
    {
      config: { permission: 'catalogue.write' },
      schema: {
        tags: ['User packages'],
        summary: 'Turn a user package on or off',
        params: idParamSchema,
        body: userPackageStatusInputSchema,
        response: { 200: userPackageStatusResponseSchema },
      },
    },
    async (request) =>
      single(
        await changeUserPackageStatus(
          app.db,
          request.params.id,
          request.body.status as 0 | 1 | undefined,
          auditContext(request),
        ),
        STATUS_UPDATED,
      ),
  );
}

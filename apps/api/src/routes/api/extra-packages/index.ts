import type { FastifyInstance } from 'fastify';
import { extraPackageListColumns, extraPackageListQueries } from '@tagih/domain/schemas/list-columns';
import { extraPackageInputSchema, extraPackageSchema } from '@tagih/domain/schemas/extra-package';
import { extraPackageRepository } from '../../../repositories/extra-packages.ts';
import { registerStandardSet } from '../../standard-set.ts';

export default async function extraPackageRoutes(app: FastifyInstance) {
  registerStandardSet(app, {
    tag: 'Extra packages',
    row: extraPackageSchema,
    input: extraPackageInputSchema,
    repository: extraPackageRepository,
    columns: extraPackageListColumns,
    queries: extraPackageListQueries,
    exportName: 'extra-packages',
  });
}

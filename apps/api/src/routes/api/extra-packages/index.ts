import type { FastifyInstance } from 'fastify';
import { extraPackageExportColumns } from '@tagih/domain/schemas/export-columns';
import { extraPackageListQueries } from '@tagih/domain/schemas/list-columns';
import { extraPackageInputSchema, extraPackageSchema } from '@tagih/domain/schemas/extra-package';
import { extraPackageRepository } from '../../../repositories/extra-packages.ts';
import { registerStandardSet } from '../../standard-set.ts';

export default async function extraPackageRoutes(app: FastifyInstance) {
  registerStandardSet(app, {
    permissions: { read: 'catalogue.read', write: 'catalogue.write' },
    tag: 'Extra packages',
    row: extraPackageSchema,
    input: extraPackageInputSchema,
    repository: extraPackageRepository,
    columns: extraPackageExportColumns,
    queries: extraPackageListQueries,
    exportName: 'extra-packages',
  });
}

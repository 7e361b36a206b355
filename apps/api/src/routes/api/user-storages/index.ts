import type { FastifyInstance } from 'fastify';
import { userStorageExportColumns } from '@tagih/domain/schemas/export-columns';
import { userStorageListQueries } from '@tagih/domain/schemas/list-columns';
import { userStorageInputSchema, userStorageSchema } from '@tagih/domain/schemas/user-storage';
import { userStorageRepository } from '../../../repositories/user-storages.ts';
import { registerStandardSet } from '../../standard-set.ts';

export default async function userStorageRoutes(app: FastifyInstance) {
  registerStandardSet(app, {
    permissions: { read: 'catalogue.read', write: 'catalogue.write' },
    tag: 'User storages',
    row: userStorageSchema,
    input: userStorageInputSchema,
    repository: userStorageRepository,
    columns: userStorageExportColumns,
    queries: userStorageListQueries,
    exportName: 'user-storages',
  });
}

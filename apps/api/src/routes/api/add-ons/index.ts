import type { FastifyInstance } from 'fastify';
import { addOnExportColumns } from '@tagih/domain/schemas/export-columns';
import { addOnListQueries } from '@tagih/domain/schemas/list-columns';
import { addOnDetailSchema, addOnInputSchema, addOnSchema } from '@tagih/domain/schemas/add-on';
import { addOnRepository } from '../../../repositories/add-ons.ts';
import { registerStandardSet } from '../../standard-set.ts';

export default async function addOnRoutes(app: FastifyInstance) {
  registerStandardSet(app, {
    permissions: { read: 'catalogue.read', write: 'catalogue.write' },
    tag: 'Add-ons',
    row: addOnSchema,
    detail: addOnDetailSchema,
    input: addOnInputSchema,
    repository: addOnRepository,
    columns: addOnExportColumns,
    queries: addOnListQueries,
    exportName: 'add-ons',
  });
}

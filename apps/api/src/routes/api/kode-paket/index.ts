// Master packages under the spec's base path /kode_paket: the standard set plus GET /kode_paket/get_kode_paket,
// the next generated code previewed without reserving it (decisions.md "Generated codes").
import type { FastifyInstance } from 'fastify';
import { masterPackageExportColumns } from '@tagih/domain/schemas/export-columns';
import { masterPackageListQueries } from '@tagih/domain/schemas/list-columns';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  kodePaketPreviewSchema,
  masterPackageDetailSchema,
  masterPackageInputSchema,
  masterPackageSchema,
} from '@tagih/domain/schemas/master-package';
import { masterPackageRepository } from '../../../repositories/master-packages.ts';
import { previewKodePaket } from '../../../repositories/master-package-codes.ts';
import { registerStandardSet } from '../../standard-set.ts';

export default async function masterPackageRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // Declared before the standard set's GET /:id; the router prefers the static path either way.
  app.get(
    '/get_kode_paket',
    {
      config: { permission: 'catalogue.read' },
      schema: {
        tags: ['Master packages'],
        summary: 'The next master package code, as a store would give it',
        response: { 200: kodePaketPreviewSchema },
      },
    },
    async () => ({
      code: 200,
      data: await previewKodePaket(app.db),
    }),
  );

  registerStandardSet(fastify, {
    permissions: { read: 'catalogue.read', write: 'catalogue.write' },
    tag: 'Master packages',
    row: masterPackageSchema,
    detail: masterPackageDetailSchema,
    input: masterPackageInputSchema,
    repository: masterPackageRepository,
    columns: masterPackageExportColumns,
    queries: masterPackageListQueries,
    exportName: 'master-packages',
  });
}

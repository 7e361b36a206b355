// GET /ref-modules?page= and POST /ref-modules/search {name} (spec section 7).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema, listEnvelopeSchema, searchBodySchema } from '@tagih/domain/schemas/common';
import { refModuleListColumns, refModuleListQueries } from '@tagih/domain/schemas/list-columns';
import { refModuleSchema } from '@tagih/domain/schemas/ref-module';
import { list, single } from '../../../lib/envelope.ts';
import { exportRefModules, listRefModules, searchRefModules } from '../../../repositories/ref-modules.ts';
import { registerListExport } from '../../list-export.ts';

export default async function refModuleRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['Reference modules'];

  app.get(
    '/',
    {
      config: { permission: 'catalogue.read' },
      schema: {
        tags,
        summary: 'A page of reference modules, with search and sort',
        querystring: refModuleListQueries.list,
        response: { 200: listEnvelopeSchema(refModuleSchema) },
      },
    },
    async (request) => {
      const { rows, total } = await listRefModules(app.db, request.query);
      return list(rows, request.query.page, total);
    },
  );

  registerListExport(app, {
    permission: 'catalogue.read',
    tag: 'Reference modules',
    name: 'ref-modules',
    columns: refModuleListColumns,
    querystring: refModuleListQueries.export,
    rows: (query: z.output<typeof refModuleListQueries.export>) => exportRefModules(app.db, query),
  });

  app.post(
    '/search',
    {
      config: { permission: 'catalogue.read' },
      schema: {
        tags,
        summary: 'Reference modules whose name matches, unpaged',
        body: searchBodySchema,
        response: { 200: envelopeSchema(z.array(refModuleSchema)) },
      },
    },
    async (request) => single(await searchRefModules(app.db, request.body.name)),
  );
}

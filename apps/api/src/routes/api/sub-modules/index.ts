// GET /sub-modules/{moduleId}, GET /sub-modules/get/{submoduleId} and POST /sub-modules/search (spec section 7).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema, idParamSchema } from '@tagih/domain/schemas/common';
import {
  moduleIdParamSchema,
  subModuleSchema,
  subModuleSearchBodySchema,
} from '@tagih/domain/schemas/ref-module';
import { single } from '../../../lib/envelope.ts';
import { searchSubModules, showSubModule, subModulesOf } from '../../../repositories/ref-modules.ts';

export default async function subModuleRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['Reference modules'];
  const many = { 200: envelopeSchema(z.array(subModuleSchema)) };

  app.post(
    '/search',
    {
      config: { permission: 'catalogue.read' },
      schema: {
        tags,
        summary: 'Sub-modules whose name matches, unpaged',
        body: subModuleSearchBodySchema,
        response: many,
      },
    },
    async (request) => single(await searchSubModules(app.db, request.body.name, request.body.ref_module_id)),
  );

  app.get(
    '/get/:id',
    {
      config: { permission: 'catalogue.read' },
      schema: {
        tags,
        summary: 'One sub-module, by id',
        params: idParamSchema,
        response: { 200: envelopeSchema(subModuleSchema) },
      },
    },
    async (request) => single(await showSubModule(app.db, request.params.id)),
  );

  app.get(
    '/:moduleId',
    {
      config: { permission: 'catalogue.read' },
      schema: { tags, summary: 'The sub-modules of a module', params: moduleIdParamSchema, response: many },
    },
    async (request) => single(await subModulesOf(app.db, request.params.moduleId)),
  );
}

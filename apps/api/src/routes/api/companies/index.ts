// Companies (spec section 7): the standard set, plus the code preview the form shows while the name is typed.
import type { FastifyInstance } from 'fastify';
import { companyExportColumns } from '@tagih/domain/schemas/export-columns';
import { companyListQueries } from '@tagih/domain/schemas/list-columns';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema } from '@tagih/domain/schemas/common';
import { companyInputSchema, companyNumberBodySchema, companySchema } from '@tagih/domain/schemas/company';
import { single } from '../../../lib/envelope.ts';
import { companyRepositoryOn } from '../../../repositories/companies.ts';
import { previewCompanyCode } from '../../../repositories/company-codes.ts';
import { registerStandardSet } from '../../standard-set.ts';
import companyStatementRoutes from './statement.ts';

export default async function companyRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  registerStandardSet(app, {
    permissions: { read: 'companies.read', write: 'companies.write' },
    tag: 'Companies',
    row: companySchema,
    input: companyInputSchema,
    repository: companyRepositoryOn(app.db),
    columns: companyExportColumns,
    queries: companyListQueries,
    exportName: 'companies',
  });

  app.post(
    '/get_company_number',
    {
      config: { permission: 'companies.read' },
      schema: {
        tags: ['Companies'],
        description:
          'The code a company with this name would get now: its initials and the next number. Not reserved; store assigns the code.',
        body: companyNumberBodySchema,
        response: { 200: envelopeSchema(z.string()) },
      },
    },
    async (request) => single(await previewCompanyCode(app.db, request.body.name)),
  );

  await app.register(companyStatementRoutes);
}

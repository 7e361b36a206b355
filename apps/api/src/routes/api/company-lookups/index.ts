// Look-ups filtered by company (spec section 7): `{name, company_id}` -> up to 20 `{id, name}` of that company;
// and adding a branch beyond the default one (no console screen; for integrators).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema } from '@tagih/domain/schemas/common';
import { branchInputSchema, lookupRowSchema, lookupSearchBodySchema } from '@tagih/domain/schemas/lookup';
import { MESSAGES, single } from '../../../lib/envelope.ts';
import { addBranch, searchLookup, type LookupKind } from '../../../repositories/company-lookups.ts';
import { auditContext } from '../../standard-set.ts';

const LOOKUPS: Array<{ path: string; kind: LookupKind }> = [
  { path: '/group-accesses/search', kind: 'groupAccesses' },
  { path: '/branches/search', kind: 'branches' },
  { path: '/rbac_roles/search', kind: 'rbacRoles' },
  { path: '/roles/search', kind: 'roles' },
];

export default async function companyLookupRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  for (const { path, kind } of LOOKUPS) {
    app.post(
      path,
      {
        config: { permission: 'companies.read' },
        schema: {
          tags: ['Company look-ups'],
          body: lookupSearchBodySchema,
          response: { 200: envelopeSchema(z.array(lookupRowSchema)) },
        },
      },
      async (request) => single(await searchLookup(app.db, kind, request.body)),
    );
  }

  app.post(
    '/branches/store',
    {
      config: { permission: 'companies.write' },
      schema: {
        tags: ['Company look-ups'],
        summary: 'Store a branch of a company',
        body: branchInputSchema,
        response: { 200: envelopeSchema(lookupRowSchema) },
      },
    },
    async (request) => single(await addBranch(app.db, request.body, auditContext(request)), MESSAGES.created),
  );
}

// 'Setting Persetujuan' (issue 33, maker-checker): GET/PUT /settings/approvals. The approval of a reviewed
// payment asks these rules (orders/payments/payments-review.ts, packages/domain approval-rules.ts).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelopeSchema } from '@tagih/domain/schemas/common';
import { approvalSettingsInputSchema, approvalSettingsSchema } from '@tagih/domain/schemas/approval';
import { single } from '../../../lib/envelope.ts';
import {
  approvalSettingsView,
  readApprovalSettings,
  updateApprovalSettings,
} from '../../../repositories/approval-settings.ts';
import { auditContext } from '../../standard-set.ts';

const tags = ['Settings'];
const RULES =
  '`separate_uploader` (default true): the administrator who uploaded a proof cannot approve it (403 naming the rule). ' +
  '`finance_above` (whole rupiah as digits, or null for no limit): approving a payment above it needs the finance or admin role.';

export default async function approvalSettingsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/settings/approvals',
    {
      config: { permission: 'settings.read' },
      schema: {
        tags,
        summary: 'The maker-checker rules of payment approvals',
        description: `'Setting Persetujuan'. ${RULES} \`updated_at\` is null while never saved (the defaults apply).`,
        response: { 200: envelopeSchema(approvalSettingsSchema) },
      },
    },
    async () => single(approvalSettingsView(await readApprovalSettings(app.db))),
  );

  app.put(
    '/settings/approvals',
    {
      config: { permission: 'settings.write' },
      schema: {
        tags,
        summary: 'Save the maker-checker rules of payment approvals',
        description: `Saves the setting (audited); approvals from now on follow it. ${RULES}`,
        body: approvalSettingsInputSchema,
        response: { 200: envelopeSchema(approvalSettingsSchema) },
      },
    },
    async (request) =>
      single(
        approvalSettingsView(await updateApprovalSettings(app.db, request.body, auditContext(request))),
        'Setting persetujuan disimpan.',
      ),
  );
}

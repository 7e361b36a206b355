// /voucher (singular, as spec section 7 names it): the standard set.
import type { FastifyInstance } from 'fastify';
import { voucherExportColumns } from '@tagih/domain/schemas/export-columns';
import { voucherListQueries } from '@tagih/domain/schemas/list-columns';
import { voucherInputSchema, voucherSchema } from '@tagih/domain/schemas/voucher';
import { voucherRepository } from '../../../repositories/vouchers.ts';
import { registerStandardSet } from '../../standard-set.ts';

export default async function voucherRoutes(app: FastifyInstance) {
  registerStandardSet(app, {
    permissions: { read: 'catalogue.read', write: 'catalogue.write' },
    tag: 'Vouchers',
    row: voucherSchema,
    input: voucherInputSchema,
    repository: voucherRepository,
    columns: voucherExportColumns,
    queries: voucherListQueries,
    exportName: 'vouchers',
  });
}

// Tax (issue 21): 'Setting Pajak' (GET/PUT /settings/tax) and the month's Coretax e-Faktur import file
// (GET /tax/efaktur?month=YYYY-MM). The faktur number DJP assigns is recorded on the order
// (orders/faktur-number.ts).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelopeSchema } from '@tagih/domain/schemas/common';
import { efakturQuerySchema, taxSettingsInputSchema, taxSettingsSchema } from '@tagih/domain/schemas/tax';
import { single } from '../../../lib/envelope.ts';
import { EXPORT_TURN_DESCRIPTION, EXPORT_TURN_RESPONSES } from '../../../lib/export-slots.ts';
import { taxInvoicesOfMonth } from '../../../orders/list/efaktur.ts';
import {
  readTaxSettings,
  taxSettingsChange,
  taxSettingsView,
  updateTaxSettings,
} from '../../../repositories/tax-settings.ts';
import { coretaxXml, noTaxInvoiceIn } from '../../../tax/coretax-xml.ts';
import { auditContext } from '../../standard-set.ts';
import fakturActionRoutes from './faktur-actions.ts';

const tags = ['Tax'];

export default async function taxRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  await app.register(fakturActionRoutes);

  app.get(
    '/settings/tax',
    {
      config: { permission: 'settings.read' },
      schema: {
        tags,
        summary: "The seller's tax settings (PKP, NPWP, NITKU, PPN rate)",
        description:
          "'Setting Pajak': whether the seller is PKP (default not: no order carries PPN), the PPN rate in percent (12) and the DPP rule " +
          "('11/12' DPP Nilai Lain under PMK 131/2024, or '1/1'), the seller's NPWP and NITKU for the Coretax export, " +
          "and the PPh 23 rate buyers withhold (`pph23_rate`, percent as a decimal string, default '2').",
        response: { 200: envelopeSchema(taxSettingsSchema) },
      },
    },
    async () => single(taxSettingsView(await readTaxSettings(app.db))),
  );

  app.put(
    '/settings/tax',
    {
      config: { permission: 'settings.write' },
      schema: {
        tags,
        description:
          'Saves the setting (audited). It applies to orders stored from now on; a stored order keeps the PPN it was stored with. ' +
          'The seller NPWP is required while PKP; a 15-digit NPWP is stored with its leading 0; the NITKU starts with the NPWP. ' +
          "`pph23_rate` (optional; absent keeps it): a percentage above 0 and below 100 with at most two decimals ('2', '2.5'), stored exactly.",
        body: taxSettingsInputSchema,
        response: { 200: envelopeSchema(taxSettingsSchema) },
      },
    },
    async (request) =>
      single(
        taxSettingsView(
          await updateTaxSettings(app.db, taxSettingsChange(request.body), auditContext(request)),
        ),
        'Setting pajak disimpan.',
      ),
  );
  efakturRoute(app);
}

/** A month's Coretax e-Faktur import file. */
function efakturRoute(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/tax/efaktur',
    {
      config: { permission: 'tax.read' },
      schema: {
        tags,
        summary: "A month's Coretax e-Faktur import file (XML)",
        description:
          "The month's tax invoices (orders of the month in WIB with PPN, not cancelled, paid or not) as one Coretax import file " +
          "(XML `TaxInvoiceBulk`), downloaded as `efaktur-YYYY-MM.xml`; each TaxInvoice carries the buyer's TrxCode (02 treasurer, " +
          '03 other PPN collector, else 04 under DPP Nilai Lain or 01). 404 when the month has no tax invoice. 409 when the seller NPWP is missing or a buyer has neither NPWP nor NIK. ' +
          EXPORT_TURN_DESCRIPTION,
        querystring: efakturQuerySchema,
        produces: ['application/xml'],
        response: EXPORT_TURN_RESPONSES,
        answers: [404, 409],
      },
    },
    async (request, reply) => {
      // The month's file is built whole in memory: it takes its turn with the list exports.
      if (!(await app.exportSlots.enter(reply))) return reply;
      const { month } = request.query;
      const [settings, rows] = await Promise.all([
        readTaxSettings(app.db),
        taxInvoicesOfMonth(app.db, month),
      ]);
      if (rows.length === 0) throw noTaxInvoiceIn(month);
      const seller = settings.seller_npwp
        ? { npwp: settings.seller_npwp, nitku: settings.seller_nitku }
        : null;
      const xml = coretaxXml(rows, seller);
      return reply
        .type('application/xml; charset=utf-8')
        .header('content-disposition', `attachment; filename="efaktur-${month}.xml"`)
        .header('cache-control', 'private, no-store')
        .send(xml);
    },
  );
}

// The bukti potong of a payment with PPh 23 withheld (issue 31), recorded after the approval: multipart
// `{number, date, file}` (any of them; the file a PDF). A refused recording stores nothing; a replaced PDF is
// removed once the new one is recorded, as a replaced payment proof is (proof.ts).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelopeSchema } from '@tagih/domain/schemas/common';
import { orderPaymentsSchema } from '@tagih/domain/schemas/payment';
import { withholdingFieldsSchema, withholdingParamsSchema } from '@tagih/domain/schemas/withholding';
import { AppError, type FieldErrors } from '../../../lib/app-error.ts';
import { single } from '../../../lib/envelope.ts';
import { checkPdf } from '../../../lib/pdf-upload.ts';
import { readUploadForm } from '../../../lib/upload-form.ts';
import { listOrderPayments } from '../../../orders/payments/payments-read.ts';
import {
  assertWithholdingOpen,
  recordWithholding,
} from '../../../orders/payments/withholding/withholding-slips.ts';
import { multipartFields } from '../../../plugins/external/swagger.ts';
import { auditContext } from '../../standard-set.ts';
import { withholdingPdfLink } from '../withholdings/pdf-link.ts';

const NOTHING_SENT = 'Kirim nomor, tanggal atau PDF bukti potong.';

export default async function orderWithholdingRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/:id/payments/:paymentId/withholding',
    {
      config: { permission: 'payments.review' },
      schema: {
        tags: ['Orders'],
        summary: 'Records the bukti potong of a payment with PPh 23 withheld',
        consumes: ['multipart/form-data'],
        multipartBody: multipartFields({ number: 'text', date: 'text', file: 'file' }),
        description:
          'Multipart `{number, date, file}`: the bukti potong (Coretax BPPU) of the PPh 23 the buyer withheld from payment ' +
          '`paymentId`, any of the three (what is not sent stays as recorded; a new PDF replaces the old). `file` is a PDF by ' +
          'content, at most the upload limit (5 MB): 415 for another type, 413 when too big. 422 when nothing is sent, for a ' +
          'number over 40 characters or a date not YYYY-MM-DD or in the future; 404 for a payment not of this order; 409 for a ' +
          'payment without PPh 23 withheld or one reversed. Answers the order’s payment book.',
        params: withholdingParamsSchema,
        response: { 200: envelopeSchema(orderPaymentsSchema) },
      },
    },
    async (request) => {
      const { id, paymentId } = request.params;
      const form = await readUploadForm(request, {
        fileFields: ['file'],
        limitBytes: app.config.uploadLimitBytes,
        check: checkPdf,
      });
      const fields = withholdingFieldsSchema.safeParse(form.fields);
      if (!fields.success) {
        const errors: FieldErrors = {};
        for (const issue of fields.error.issues) (errors[issue.path.join('.')] ??= []).push(issue.message);
        throw AppError.validation(errors);
      }
      const pdf = form.files.file;
      if (!pdf && fields.data.number === undefined && fields.data.date === undefined)
        throw AppError.validation({ file: [NOTHING_SENT] });

      await assertWithholdingOpen(app.db, id, paymentId);
      const key = pdf ? await app.storage.put('withholding-slips', pdf.bytes, 'pdf') : null;
      let replaced: string | null;
      try {
        replaced = await recordWithholding(
          app.db,
          { orderId: id, paymentId },
          fields.data,
          key,
          auditContext(request),
        );
      } catch (error) {
        if (key) await app.storage.remove(key); // nothing was recorded: the new file must not linger
        throw error;
      }
      if (replaced)
        await app.storage
          .remove(replaced)
          .catch((error: unknown) =>
            request.log.warn({ err: error }, 'could not remove a replaced bukti potong'),
          );
      const book = await listOrderPayments(app.db, id, (payment) => withholdingPdfLink(app, payment));
      return single(book, 'Bukti potong dicatat.');
    },
  );
}

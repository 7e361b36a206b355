// Payment proofs: the upload (multipart {file, id}) and the image behind a signed link. A refused upload
// stores nothing; a replacement keeps the old file until the new one is stored and recorded, then removes it.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema, idParamSchema } from '@tagih/domain/schemas/common';
import { paymentProofFieldsSchema, paymentProofSchema } from '@tagih/domain/schemas/order';
import { AppError, type FieldErrors } from '../../../lib/app-error.ts';
import { single } from '../../../lib/envelope.ts';
import {
  EMPTY_FILE_MESSAGE,
  IMAGE_TYPES,
  MIME_BY_EXTENSION,
  readImageForm,
} from '../../../lib/image-upload.ts';
import {
  assertProofAllowed,
  findPaymentProofKey,
  setPaymentProof,
} from '../../../orders/payments/orders-proof.ts';
import { auditContext } from '../../standard-set.ts';
import { proofLink, proofPath } from './proof-link.ts';
import { multipartFields } from '../../../plugins/external/swagger.ts';

const tags = ['Orders'];

export default async function orderProofRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/payment_proof',
    {
      config: { permission: 'orders.proof' },
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        multipartBody: multipartFields({ file: 'file', id: 'integer' }, ['file', 'id']),
        description:
          'Multipart `{file, id}`. JPEG, PNG or WebP by content, at most the upload limit (5 MB): 415 for another type, 413 when too big, ' +
          '422 for a missing file or id, 409 for a cancelled order. Answers the storage key and a short-lived signed link to the image.',
        response: { 200: envelopeSchema(paymentProofSchema) },
      },
    },
    async (request) => {
      const form = await readImageForm(request, {
        imageFields: ['file'],
        limitBytes: app.config.uploadLimitBytes,
      });
      const fields = paymentProofFieldsSchema.safeParse(form.fields);
      const errors: FieldErrors = {};
      if (!fields.success)
        for (const issue of fields.error.issues) (errors[issue.path.join('.')] ??= []).push(issue.message);
      if (!form.images.file) errors.file = [EMPTY_FILE_MESSAGE];
      if (!fields.success || !form.images.file) throw AppError.validation(errors);
      const { id } = fields.data;
      const image = form.images.file;

      await assertProofAllowed(app.db, id);
      const key = await app.storage.put('payment-proofs', image.bytes, image.extension);
      let replaced: string | null;
      try {
        replaced = await setPaymentProof(app.db, id, key, auditContext(request));
      } catch (error) {
        await app.storage.remove(key); // the row was not updated: the new file must not linger
        throw error;
      }
      if (replaced && replaced !== key) {
        await app.storage
          .remove(replaced)
          .catch((error: unknown) =>
            request.log.warn({ err: error }, 'could not remove a replaced payment proof'),
          );
      }
      return single({ path: key, uri: proofLink(app, id) }, 'Item Uploaded');
    },
  );

  app.get(
    '/proof/:id',
    {
      config: { public: true },
      schema: {
        tags,
        description:
          'The proof image. Public route guarded by the signature the API handed out (`exp`, `sig`): 401 without one, 403 when altered or expired.',
        params: idParamSchema,
        querystring: z.object({ exp: z.string().optional(), sig: z.string().optional() }),
        produces: IMAGE_TYPES,
        answers: [401, 403],
      },
    },
    async (request, reply) => {
      app.links.verify(proofPath(request.params.id), request.query);
      const key = await findPaymentProofKey(app.db, request.params.id);
      const bytes = key ? await app.storage.get(key) : undefined;
      if (!key || !bytes) throw AppError.notFound('Bukti bayar');
      const extension = key.split('.').pop() ?? '';
      return reply
        .type(MIME_BY_EXTENSION[extension] ?? 'application/octet-stream')
        .header('cache-control', 'private, max-age=300')
        .header('content-disposition', 'inline')
        .send(bytes);
    },
  );
}

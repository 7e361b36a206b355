// What anyone may read without signing in: the login page's appearance and its images (decisions.md), and
// the "what's new" feed of published release notes for the product the clients use.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema, listEnvelopeSchema, listQuerySchema } from '@tagih/domain/schemas/common';
import { publicSettingsSchema } from '@tagih/domain/schemas/auth';
import { publicReleaseNoteSchema } from '@tagih/domain/schemas/release-note';
import { AppError } from '../../../lib/app-error.ts';
import { list, single } from '../../../lib/envelope.ts';
import { publicSettingsView, readLoginSettings } from '../../../repositories/login-settings.ts';
import { listPublishedReleaseNotes } from '../../../repositories/release-notes.ts';
import { IMAGE_TYPES, MIME_BY_EXTENSION } from '../../../lib/image-upload.ts';
import publicInvoiceRoutes from './invoice-share.ts';

export default async function publicRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  await app.register(publicInvoiceRoutes);

  app.get(
    '/settings',
    {
      config: { public: true },
      schema: {
        tags: ['Public'],
        summary: "The login page's colours, background and texts",
        security: [],
        response: { 200: envelopeSchema(publicSettingsSchema) },
      },
    },
    async () => single(publicSettingsView(await readLoginSettings(app.db))),
  );

  app.get(
    '/settings/:image',
    {
      config: { public: true },
      schema: {
        tags: ['Public'],
        summary: 'A login page image (background or form background)',
        security: [],
        params: z.object({ image: z.enum(['background', 'background-form']) }),
        produces: IMAGE_TYPES,
      },
    },
    async (request, reply) => {
      const settings = await readLoginSettings(app.db);
      const key =
        request.params.image === 'background' ? settings.background_path : settings.background_form_path;
      const bytes = key ? await app.storage.get(key) : undefined;
      if (!key || !bytes) throw AppError.notFound('Gambar');
      const extension = key.split('.').pop() ?? '';
      return reply
        .type(MIME_BY_EXTENSION[extension] ?? 'application/octet-stream')
        .header('cache-control', 'public, max-age=86400')
        .header('x-content-type-options', 'nosniff')
        .send(bytes);
    },
  );

  app.get(
    '/release-notes',
    {
      config: { public: true },
      schema: {
        tags: ['Public'],
        security: [],
        summary: "What's new: published release notes",
        description:
          'Release notes that are published and whose schedule has passed, newest first, 10 a page.',
        querystring: listQuerySchema.pick({ page: true }),
        response: { 200: listEnvelopeSchema(publicReleaseNoteSchema) },
      },
    },
    async (request, reply) => {
      const { rows, total } = await listPublishedReleaseNotes(app.db, request.query.page);
      reply.header('cache-control', 'public, max-age=60');
      return list(rows, request.query.page, total);
    },
  );
}

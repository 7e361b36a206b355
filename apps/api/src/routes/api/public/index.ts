// What anyone may read without signing in: the login page's appearance and its images (decisions.md).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema } from '@tagih/domain/schemas/common';
import { publicSettingsSchema } from '@tagih/domain/schemas/auth';
import { AppError } from '../../../lib/app-error.ts';
import { single } from '../../../lib/envelope.ts';
import { readLoginSettings } from '../../../repositories/login-settings.ts';

const IMAGE_TYPES: Record<string, string> = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };

export default async function publicRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/settings',
    { config: { public: true }, schema: { tags: ['Public'], security: [], response: { 200: envelopeSchema(publicSettingsSchema) } } },
    async () => {
      const settings = await readLoginSettings(app.db);
      const version = settings.updated_at.getTime();
      return single({
        button_color: settings.button_color,
        background_url: settings.background_path ? `/api/public/settings/background?v=${version}` : null,
        background_form_url: settings.background_form_path ? `/api/public/settings/background-form?v=${version}` : null,
      });
    },
  );

  app.get(
    '/settings/:image',
    {
      config: { public: true },
      schema: { tags: ['Public'], security: [], params: z.object({ image: z.enum(['background', 'background-form']) }) },
    },
    async (request, reply) => {
      const settings = await readLoginSettings(app.db);
      const key = request.params.image === 'background' ? settings.background_path : settings.background_form_path;
      const bytes = key ? await app.storage.get(key) : undefined;
      if (!key || !bytes) throw AppError.notFound('Gambar');
      const extension = key.split('.').pop() ?? '';
      return reply
        .type(IMAGE_TYPES[extension] ?? 'application/octet-stream')
        .header('cache-control', 'public, max-age=86400')
        .header('x-content-type-options', 'nosniff')
        .send(bytes);
    },
  );
}

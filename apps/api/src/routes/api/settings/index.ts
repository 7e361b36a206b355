// Settings (spec 2.21, section 7): the login page's look and clearing the client users' sessions; the
// maker-checker rules (approvals.ts).
// ('Setting Mail' lives with the users routes: /users/show_admin, /users/update_admin.)
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema } from '@tagih/domain/schemas/common';
import { publicSettingsSchema } from '@tagih/domain/schemas/auth';
import { AppError } from '../../../lib/app-error.ts';
import { single } from '../../../lib/envelope.ts';
import { EMPTY_FILE_MESSAGE, readImageForm, type UploadedImage } from '../../../lib/image-upload.ts';
import { destroyAllClientUserSessions } from '../../../repositories/client-user-sessions.ts';
import {
  publicSettingsView,
  updateLoginSettings,
  type LoginSettingsChange,
} from '../../../repositories/login-settings.ts';
import { auditContext } from '../../standard-set.ts';
import { multipartFields } from '../../../plugins/external/swagger.ts';
import approvalSettingsRoutes from './approvals.ts';

const TAG = 'Settings';
const HEX_COLOUR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;
const STORAGE_FOLDER = 'login';

export default async function settingsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  await app.register(approvalSettingsRoutes);

  app.post(
    '/setting-background',
    {
      config: { permission: 'settings.write' },
      schema: {
        tags: [TAG],
        summary: 'Change the login page background, form background and button colour',
        description:
          'multipart/form-data with any of: `file` (page background image), `backgroundForm` (form background image), ' +
          '`buttonColor` (#rgb or #rrggbb). Images must be JPEG, PNG or WebP by content and at most the upload limit ' +
          '(413 above it, 415 when not an image, 422 when empty or when nothing is sent).',
        consumes: ['multipart/form-data'],
        multipartBody: multipartFields({ file: 'file', backgroundForm: 'file', buttonColor: 'text' }),
        response: { 200: envelopeSchema(publicSettingsSchema) },
      },
    },
    async (request) => {
      const form = await readImageForm(request, {
        imageFields: ['file', 'backgroundForm'],
        limitBytes: app.config.uploadLimitBytes,
      });
      const colour = form.fields.buttonColor?.trim() ?? '';
      if (colour && !HEX_COLOUR.test(colour))
        throw AppError.field('buttonColor', 'Warna harus kode hex (#rgb atau #rrggbb).');
      const { file, backgroundForm } = form.images;
      if (!file && !backgroundForm && !colour) throw AppError.field('file', EMPTY_FILE_MESSAGE);

      // New files first; the row then points at them; only then are the old files removed. A failure in
      // between leaves the old look intact and removes what was just written.
      const stored: string[] = [];
      const put = async (image: UploadedImage | undefined) => {
        if (!image) return undefined;
        const key = await app.storage.put(STORAGE_FOLDER, image.bytes, image.extension);
        stored.push(key);
        return key;
      };
      let result: Awaited<ReturnType<typeof updateLoginSettings>>;
      try {
        const change: LoginSettingsChange = {};
        if (colour) change.button_color = colour.toLowerCase();
        const backgroundKey = await put(file);
        if (backgroundKey) change.background_path = backgroundKey;
        const formKey = await put(backgroundForm);
        if (formKey) change.background_form_path = formKey;
        result = await updateLoginSettings(app.db, change, auditContext(request));
      } catch (error) {
        await Promise.all(stored.map((key) => app.storage.remove(key)));
        throw error;
      }
      const { before, after } = result;
      for (const old of [before.background_path, before.background_form_path]) {
        if (old && old !== after.background_path && old !== after.background_form_path)
          await app.storage
            .remove(old)
            .catch((error: unknown) =>
              request.log.warn({ err: error, key: old }, 'old login image not removed'),
            );
      }
      return single(publicSettingsView(after), 'Background Uploaded');
    },
  );
  destroySessionRoute(app);
}

/** The spec's GET that signs every client user out (a write, audited). */
function destroySessionRoute(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/destroy-session',
    {
      config: { permission: 'settings.write' },
      schema: {
        tags: [TAG],
        summary: "End every client user's login session",
        description: 'Signs out all users of client companies. Administrators stay signed in.',
        response: { 200: envelopeSchema(z.object({ deleted: z.number().int() })) },
      },
    },
    async (request) => {
      const deleted = await destroyAllClientUserSessions(app.db, auditContext(request));
      return single({ deleted }, 'Clear All Sessions!');
    },
  );
}

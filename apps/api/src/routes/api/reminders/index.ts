// Reminders (issue 21): 'Setting Pengingat' (GET/PUT /settings/reminders) and the reminders an order got
// (GET /orders/{id}/reminders, the view dialog's 'Pengingat terkirim'). The sending itself runs on the job
// queue (plugins/app/job-queue.ts), not on a request.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema, idParamSchema } from '@tagih/domain/schemas/common';
import {
  reminderPreviewSchema,
  reminderSettingsInputSchema,
  reminderSettingsSchema,
  reminderTemplateSchema,
  sentReminderSchema,
} from '@tagih/domain/schemas/reminder';
import { REMINDER_PREVIEW_VALUES } from '@tagih/domain/reminder-texts';
import { single } from '../../../lib/envelope.ts';
import { reminderText } from '../../../orders/invoice/delivery/reminder-mail.ts';
import { listOrderReminders } from '../../../orders/invoice/delivery/invoice-reminders.ts';
import { findOrderRow } from '../../../orders/read/orders-read.ts';
import {
  readReminderSettings,
  reminderSettingsView,
  updateReminderSettings,
} from '../../../repositories/reminder-settings.ts';
import { auditContext } from '../../standard-set.ts';

const tags = ['Reminders'];

export default async function reminderRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/settings/reminders',
    {
      config: { permission: 'settings.read' },
      schema: {
        tags,
        summary: 'The payment reminder steps',
        description:
          "'Setting Pengingat': whether unpaid invoices get reminder e-mails, and on which days after the due date " +
          '(default on, 1, 7 and 14).',
        response: { 200: envelopeSchema(reminderSettingsSchema) },
      },
    },
    async () => single(reminderSettingsView(await readReminderSettings(app.db))),
  );

  app.put(
    '/settings/reminders',
    {
      config: { permission: 'settings.write' },
      schema: {
        tags,
        description:
          'Saves the setting (audited). `days`: 1 to 10 whole days between 1 and 365, ascending, none twice. ' +
          '`templates`: one `{subject, body}` per day (paragraphs parted by a blank line), using only the ' +
          'placeholders listed in `placeholders` (422 naming any other); left out, the saved texts stay. ' +
          '`notify_admins_last`: the last step also mails the Setting Mail administrators. ' +
          'The next hourly scan follows it.',
        body: reminderSettingsInputSchema,
        response: { 200: envelopeSchema(reminderSettingsSchema) },
      },
    },
    async (request) =>
      single(
        reminderSettingsView(await updateReminderSettings(app.db, request.body, auditContext(request))),
        'Setting pengingat disimpan.',
      ),
  );

  app.post(
    '/settings/reminders/preview',
    {
      config: { permission: 'settings.read' },
      schema: {
        tags,
        summary: "A reminder step's mail as a client reads it, filled with a sample invoice",
        description:
          'Renders `subject` and `body` as the reminder mail does (greeting, paragraphs, closing), for an invoice ' +
          'of PT Contoh Pelanggan partly paid and 7 days overdue. Unknown placeholders: 422 naming them.',
        body: reminderTemplateSchema,
        response: { 200: envelopeSchema(reminderPreviewSchema) },
      },
    },
    async (request) => {
      const values = { ...REMINDER_PREVIEW_VALUES, bank_account: app.config.seller.bankAccount };
      const { subject, text } = reminderText(request.body, values, null, app.config.seller.name);
      return single({ subject, text });
    },
  );
  orderReminderRoutes(app);
}

/** The reminders one order was sent, for its 'Data Order' dialog. */
function orderReminderRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/orders/:id/reminders',
    {
      config: { permission: 'orders.read' },
      schema: {
        tags,
        summary: 'The reminders of an order, by step',
        description:
          'Each step claimed or sent: the day after the due date, the due date, when it was claimed and sent ' +
          '(`sent_at` null while the mail is on its way or after a failed try), to whom and the balance it asked for.',
        params: idParamSchema,
        response: { 200: envelopeSchema(z.array(sentReminderSchema)) },
      },
    },
    async (request) => {
      await findOrderRow(app.orderStatements.rowById, request.params.id);
      return single(await listOrderReminders(app.db, request.params.id));
    },
  );
}

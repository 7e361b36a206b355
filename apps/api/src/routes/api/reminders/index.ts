// Reminders (issue 21): 'Setting Pengingat' (GET/PUT /settings/reminders) and the reminders an order got
// (GET /orders/{id}/reminders, the view dialog's 'Pengingat terkirim'). The sending itself runs on the job
// queue (plugins/app/job-queue.ts), not on a request.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema, idParamSchema } from '@tagih/domain/schemas/common';
import {
  reminderSettingsInputSchema,
  reminderSettingsSchema,
  sentReminderSchema,
} from '@tagih/domain/schemas/reminder';
import { single } from '../../../lib/envelope.ts';
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
      schema: {
        tags,
        description:
          'Saves the setting (audited). `days`: 1 to 10 whole days between 1 and 365, ascending, none twice. ' +
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

  app.get(
    '/orders/:id/reminders',
    {
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

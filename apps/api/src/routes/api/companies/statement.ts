// A company's statement of account (issue 30): the JSON, the PDF, 'Kirim' (mail it) and the sends so far.
// Registered by the company routes, under /companies.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema, idParamSchema } from '@tagih/domain/schemas/common';
import { todayInJakarta } from '@tagih/domain/dates';
import {
  statementPeriodSchema,
  statementSchema,
  statementSendRecordSchema,
  statementSentSchema,
} from '@tagih/domain/schemas/statement';
import { single } from '../../../lib/envelope.ts';
import { AppError } from '../../../lib/app-error.ts';
import { PDF_HELMET } from '../../../orders/invoice/delivery/pdf-reply.ts';
import { companyStatement, statementView } from '../../../receivables/statement/company-statement.ts';
import { createStatementPdf } from '../../../receivables/statement/statement-pdf.ts';
import {
  STATEMENT_SENT_MESSAGE,
  sendStatement,
  statementSends,
} from '../../../receivables/statement/send-statement.ts';
import { auditContext } from '../../standard-set.ts';

const tags = ['Companies'];
const PERIOD_RULES =
  '`from` and `to` are days (YYYY-MM-DD, WIB), both included, `from` not after `to` (422 otherwise). ' +
  'Opening balance: what the company owed at the start of `from`. Lines: each invoice a debit of its amount ' +
  'due on its invoice date, each payment a credit on the day received, a reversed payment a debit, a ' +
  'cancelled invoice a credit on the day it was cancelled; opening + debits - credits = closing.';

/** What making a statement's PDF needs of the app. */
const makingOn = (app: FastifyInstance) => ({
  db: app.db,
  draw: app.drawStatement,
  seller: app.config.seller,
});

/** The statement as JSON and as a PDF. */
function statementReadRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/:id/statement',
    {
      config: { permission: 'receivables.read' },
      schema: {
        tags,
        summary: "The company's statement of account for a period",
        description: PERIOD_RULES,
        params: idParamSchema,
        querystring: statementPeriodSchema,
        response: { 200: envelopeSchema(statementSchema) },
      },
    },
    async (request) =>
      single(statementView(await companyStatement(app.db, request.params.id, request.query))),
  );

  app.get(
    '/:id/statement.pdf',
    {
      config: { permission: 'receivables.read', helmet: PDF_HELMET },
      schema: {
        tags,
        summary: 'The statement of account as a PDF (application/pdf), Indonesian labels',
        description: PERIOD_RULES,
        params: idParamSchema,
        querystring: statementPeriodSchema,
        produces: ['application/pdf'],
      },
    },
    async (request, reply) => {
      const today = todayInJakarta(app.now());
      const made = await createStatementPdf(makingOn(app), request.params.id, request.query, today);
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="${made.fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(made.pdf);
    },
  );
}

/** 'Kirim' and the sends made. */
function statementSendRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/:id/statement/send',
    {
      config: { permission: 'statements.send' },
      schema: {
        tags,
        summary: "'Kirim': e-mails the statement PDF to the company's email and pic_email, BCC Setting Mail",
        description:
          'The company needs an email or pic_email (422 under `email` otherwise). The send is recorded in the ' +
          "company's history (audit action `send_statement`). 502: the mail server refused the message.",
        params: idParamSchema,
        body: statementPeriodSchema,
        answers: [502],
        response: { 200: envelopeSchema(statementSentSchema) },
      },
    },
    async (request) => {
      try {
        const deps = { ...makingOn(app), mailer: app.mailer, now: app.now };
        const sent = await sendStatement(deps, request.params.id, request.body, auditContext(request));
        return single(sent, STATEMENT_SENT_MESSAGE);
      } catch (error) {
        if (error instanceof AppError && error.statusCode === 502)
          request.log.warn({ err: error.cause }, 'statement mail not delivered');
        throw error;
      }
    },
  );

  app.get(
    '/:id/statement/sends',
    {
      config: { permission: 'receivables.read' },
      schema: {
        tags,
        summary: 'The statements sent to the company, newest first: period, when, by whom, to whom',
        params: idParamSchema,
        response: { 200: envelopeSchema(z.array(statementSendRecordSchema)) },
      },
    },
    async (request) => single(await statementSends(app.db, request.params.id)),
  );
}

export default async function companyStatementRoutes(fastify: FastifyInstance) {
  statementReadRoutes(fastify);
  statementSendRoutes(fastify);
}

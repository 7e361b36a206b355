// The six routes of the standard set (spec section 7) for one base path, declared once with their zod
// schemas so every resource answers the same envelope and appears complete in the OpenAPI document.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  envelopeSchema,
  idParamSchema,
  listEnvelopeSchema,
  messageEnvelopeSchema,
  searchBodySchema,
} from '@tagih/domain/schemas/common';
import type { Permission } from '@tagih/domain/permissions';
import { done, list, MESSAGES, single } from '../lib/envelope.ts';
import type { AuditContext } from '../repositories/audit.ts';
import type { EveryColumnRead, ExportFormat, ListColumnSpec } from '@tagih/domain/schemas/list-query';
import type {
  ExportQuery,
  ExportRows,
  ListQuery,
  StandardRepository,
} from '../repositories/standard-repository.ts';
import { registerListExport } from './list-export.ts';

export function auditContext(request: FastifyRequest): AuditContext {
  return {
    adminId: request.admin?.id ?? null,
    role: request.admin?.role ?? null,
    requestId: request.id,
    apiKeyId: request.apiKey?.id ?? null,
  };
}

export interface StandardSetOptions<
  Row extends object,
  Input,
  Detail = Row,
  Columns extends readonly ListColumnSpec[] = readonly ListColumnSpec[],
> {
  tag: string;
  row: z.ZodType<Row>;
  /** The shape of show, store and update when it is more than a list row; `row` by default. */
  detail?: z.ZodType<Detail>;
  input: z.ZodType<Input, unknown>;
  repository: StandardRepository<Row, Input, Detail>;
  /**
   * What the export writes (packages/domain/schemas/export-columns.ts): the list's columns and the rest of the
   * record, each a value of `row` (else the call fails the typecheck, naming the columns).
   */
  columns: Columns;
  /** The list's and the export's query schemas, built from those columns (list-columns.ts). */
  queries: {
    list: z.ZodType<ListQuery, unknown>;
    export: z.ZodType<ExportQuery & { format: ExportFormat }, unknown>;
  };
  /** The export file's name (`companies` -> `companies-2026-11-24.csv`). */
  exportName: string;
  /** What a caller's role must allow to read (list, export, search, show) and to write (issue 33). */
  permissions: { read: Permission; write: Permission };
  /** Routes to leave out, when a resource needs its own version of one. */
  except?: Array<'list' | 'search' | 'show' | 'store' | 'update' | 'delete'>;
}

/** What the routes of one standard set share: its options, the detail schema, what to skip and its words. */
interface StandardSet<Row extends object, Input, Detail, Columns extends readonly ListColumnSpec[]> {
  options: StandardSetOptions<Row, Input, Detail, Columns>;
  /** The typecheck's proof that every export column is a value of the row (registerStandardSet's caller gives it). */
  everyColumnRead: NoInfer<EveryColumnRead<Columns, Row>>;
  detail: z.ZodType<Detail>;
  skip: Set<string>;
  tags: string[];
  /** The resource as the summaries name it: 'companies'. */
  noun: string;
}

/** list, its export, search and show. */
function registerReads<Row extends object, Input, Detail, const Columns extends readonly ListColumnSpec[]>(
  fastify: FastifyInstance,
  { options, detail, skip, tags, noun, everyColumnRead }: StandardSet<Row, Input, Detail, Columns>,
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { tag, row, repository, queries } = options;
  const capitalized = tag;

  if (!skip.has('list'))
    app.get(
      '/',
      {
        config: { permission: options.permissions.read },
        schema: {
          tags,
          summary: `A page of ${noun}, with search, filters and sort`,
          description:
            "A page of ten. `sort` is a column's wire field, `dir` asc (default) or desc; ties go by id in the " +
            'same direction. Without `sort` the newest come first.',
          querystring: queries.list,
          response: { 200: listEnvelopeSchema(row) },
        },
      },
      async (request) => {
        const { rows, total, estimated } = await repository.list(app.db, request.query);
        return list(rows, request.query.page, total, estimated);
      },
    );

  if (!skip.has('list'))
    registerListExport(
      app,
      {
        tag,
        permission: options.permissions.read,
        name: options.exportName,
        columns: options.columns,
        querystring: queries.export,
        rows: (query: ExportQuery & { format: ExportFormat }): Promise<ExportRows<Row>> =>
          repository.exportRows(app.db, query),
      },
      ...everyColumnRead,
    );

  if (!skip.has('search'))
    app.post(
      '/search',
      {
        config: { permission: options.permissions.read },
        schema: {
          tags,
          summary: `${capitalized} whose name matches, unpaged (search-as-you-type)`,
          description:
            'Every match of `name` (empty: every row), for a select; the paged list is `GET` on the base path.',
          body: searchBodySchema,
          response: { 200: envelopeSchema(z.array(row)) },
        },
      },
      async (request) => single(await repository.search(app.db, request.body.name)),
    );

  if (!skip.has('show'))
    app.get(
      '/:id',
      {
        config: { permission: options.permissions.read },
        schema: {
          tags,
          summary: `One of the ${noun}, by id`,
          params: idParamSchema,
          response: { 200: envelopeSchema(detail) },
        },
      },
      async (request) => single(await repository.show(app.db, request.params.id)),
    );
}

/** store, update and delete, each with its audit row. */
function registerWrites<Row extends object, Input, Detail, Columns extends readonly ListColumnSpec[]>(
  fastify: FastifyInstance,
  { options, detail, skip, tags, noun }: StandardSet<Row, Input, Detail, Columns>,
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { input, repository } = options;

  if (!skip.has('store'))
    app.post(
      '/store',
      {
        config: { permission: options.permissions.write },
        schema: {
          tags,
          summary: `Store one of the ${noun}`,
          description:
            'Validated as a whole (422 names every refused field); the audit row is written with it.',
          body: input,
          response: { 200: envelopeSchema(detail) },
        },
      },
      async (request) =>
        single(
          await repository.store(app.db, request.body as Input, auditContext(request)),
          MESSAGES.created,
        ),
    );

  if (!skip.has('update'))
    app.put(
      '/update/:id',
      {
        config: { permission: options.permissions.write },
        schema: {
          tags,
          summary: `Update one of the ${noun}, by id`,
          description:
            'The whole record, as for a store; 409 when it was changed by someone else since it was read.',
          params: idParamSchema,
          body: input,
          response: { 200: envelopeSchema(detail) },
        },
      },
      async (request) =>
        single(
          await repository.update(app.db, request.params.id, request.body as Input, auditContext(request)),
          MESSAGES.updated,
        ),
    );

  if (!skip.has('delete'))
    app.delete(
      '/delete/:id',
      {
        config: { permission: options.permissions.write },
        schema: {
          tags,
          summary: `Delete one of the ${noun}, by id`,
          description: 'Refused with 409 while other records use it.',
          params: idParamSchema,
          response: { 200: messageEnvelopeSchema },
        },
      },
      async (request) => {
        await repository.remove(app.db, request.params.id, auditContext(request));
        return done(MESSAGES.deleted);
      },
    );
}

export function registerStandardSet<
  Row extends object,
  Input,
  Detail = Row,
  const Columns extends readonly ListColumnSpec[] = readonly ListColumnSpec[],
>(
  fastify: FastifyInstance,
  options: StandardSetOptions<Row, Input, Detail, Columns>,
  ...everyColumnRead: NoInfer<EveryColumnRead<Columns, Row>>
) {
  const { tag, row } = options;
  // Without a detail schema, Detail is Row (its default) and show answers the row; TypeScript cannot see that.
  const detail = options.detail ?? (row as z.ZodType<unknown> as z.ZodType<Detail>);
  const set = {
    options,
    detail,
    skip: new Set(options.except ?? []),
    tags: [tag],
    noun: tag.toLowerCase(),
    everyColumnRead,
  };
  registerReads(fastify, set);
  registerWrites(fastify, set);
}

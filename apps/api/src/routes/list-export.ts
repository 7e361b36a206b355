// GET {base}/export?format=csv|xlsx&<the list's search, filters and sort> (issue 20), declared once for every
// list: the repository hands the rows in the list's order in chunks (its export reads with the same filter
// and order as its pages), and lib/list-export.ts writes them as they come.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { todayInJakarta } from '@tagih/domain/dates';
import type { Permission } from '@tagih/domain/permissions';
import {
  EXPORT_ROW_COUNT_HEADER,
  type EveryColumnRead,
  type ExportFormat,
  type ListColumnSpec,
} from '@tagih/domain/schemas/list-query';
import { EXPORT_TURN_DESCRIPTION, EXPORT_TURN_RESPONSES } from '../lib/export-slots.ts';
import { EXPORT_CONTENT_TYPES, exportStream } from '../lib/list-export.ts';
import type { ExportRows } from '../repositories/standard-repository.ts';

type ExportRowsOf<Query> = (query: Query) => Promise<ExportRows<object>>;
/** The row type an export's `rows` answers. */
type RowOf<Rows> = Rows extends (query: never) => Promise<ExportRows<infer Row>> ? Row : never;

export interface ListExportOptions<
  Query extends { format: ExportFormat },
  Columns extends readonly ListColumnSpec[],
  Rows extends ExportRowsOf<Query>,
> {
  tag: string;
  /** What a caller's role must allow (issue 33): the read permission of the list. */
  permission: Permission;
  /** The file's name before the date and extension (`orders` -> `orders-2026-11-24.csv`), and the sheet's. */
  name: string;
  /** The list's export declaration (export-columns.ts): every column must be a value of the rows. */
  columns: Columns;
  querystring: z.ZodType<Query, unknown>;
  rows: Rows;
}

/**
 * The export route of a list. A declared column that `rows` does not give a value for fails the typecheck
 * here, naming the column (`EveryColumnRead`), instead of exporting an empty column. `rows` names its
 * query's type: a function whose parameter is left to the context is typed after the check, which then
 * sees no row and names every column.
 */
export function registerListExport<
  Query extends { format: ExportFormat },
  const Columns extends readonly ListColumnSpec[],
  Rows extends ExportRowsOf<Query>,
>(
  fastify: FastifyInstance,
  options: ListExportOptions<Query, Columns, Rows>,
  ..._everyColumnRead: NoInfer<EveryColumnRead<Columns, RowOf<Rows>>>
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/export',
    {
      config: { permission: options.permission },
      schema: {
        tags: [options.tag],
        summary: `Every row of the list as CSV or XLSX, with its search, filters and sort`,
        description:
          'All pages, in the order of the list. CSV is UTF-8 with a byte-order mark, comma separated, CRLF lines; ' +
          "money is plain integer rupiah; a text cell starting with = + - @ gets a leading '. " +
          `The \`${EXPORT_ROW_COUNT_HEADER}\` header carries the row count when it is known up front. ` +
          EXPORT_TURN_DESCRIPTION,
        querystring: options.querystring,
        produces: [EXPORT_CONTENT_TYPES.csv, EXPORT_CONTENT_TYPES.xlsx],
        response: EXPORT_TURN_RESPONSES,
      },
    },
    async (request, reply) => {
      if (!(await app.exportSlots.enter(reply))) return reply;
      const query = request.query as Query;
      const { total, chunks } = await options.rows(query);
      const fileName = `${options.name}-${todayInJakarta()}.${query.format}`;
      reply
        .type(EXPORT_CONTENT_TYPES[query.format])
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'private, no-store');
      if (total !== undefined) reply.header(EXPORT_ROW_COUNT_HEADER, String(total));
      return reply.send(exportStream(query.format, options.columns, chunks, options.name));
    },
  );
}

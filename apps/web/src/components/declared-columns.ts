// A list's console columns from its declaration in packages/domain (schemas/list-columns.ts, issue 29): the
// header's words and what it sorts by come from there, the same declaration the API's sorts and the export
// read; a feature gives only how a cell is drawn. A field the declaration does not have fails the typecheck.
import type { ListColumnSpec } from '@tagih/domain/schemas/list-query';
import type { ListColumn } from './list-types';

/** How a declared column is drawn: everything of a ListColumn but its key, header and sorts. */
export type ColumnView<Row, Field extends string> = Omit<
  ListColumn<Row>,
  'key' | 'header' | 'sortField' | 'moreSorts'
> & {
  /** The other declared figures the cell stacks under the first, each with a sort button of its own. */
  moreSorts?: Field[];
};

export function declaredColumns<const Columns extends readonly ListColumnSpec[]>(declaration: Columns) {
  type Field = Columns[number]['field'];
  const byField = new Map<string, ListColumnSpec>(declaration.map((spec) => [spec.field, spec]));
  const specOf = (field: Field): ListColumnSpec => byField.get(field) as ListColumnSpec;
  /** The console's column of a declared field: its header, its sort (none when declared unsortable). */
  return function column<Row>(field: Field, view: ColumnView<Row, Field> = {}): ListColumn<Row> {
    const spec = specOf(field);
    const { moreSorts, ...drawing } = view;
    return {
      ...drawing,
      key: field,
      header: spec.screenLabel ?? spec.label,
      sortField: spec.sortable === false ? false : field,
      ...(moreSorts && {
        moreSorts: moreSorts.map((more) => ({ field: more, header: specOf(more).label })),
      }),
    };
  };
}

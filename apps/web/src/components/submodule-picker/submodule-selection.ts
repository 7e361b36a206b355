// The state of the sub-module picker (spec 2.12, 2.13) and how it becomes the `submodule[]` rows a product
// item or add-on is saved with. Totals come from the domain (submodule-totals.ts), the same code the server
// recomputes them with, so the figures the form shows are the figures that get stored.
import type { DataSubModule, SubModule } from '@tagih/domain/schemas/ref-module';
import type { SubmoduleRowInput } from '@tagih/domain/schemas/ref-module';
import { submoduleTotals } from '@tagih/domain/submodule-totals';

/** One sub-module the user touched: whether it is checked, and its price and disc as digit strings ('' = empty). */
export type SubmoduleRowState = {
  id: number;
  name: string;
  submodule: number;
  checked: boolean;
  price: string;
  disc: string;
};

/** The chosen reference modules (ids as strings, for the multi-select) and the touched rows keyed by sub-module id. */
export type SubmoduleSelection = { modules: string[]; rows: Record<string, SubmoduleRowState> };

export const emptySelection = (): SubmoduleSelection => ({ modules: [], rows: {} });

/** A saved item's picker state, from `ref_module_ids` and `dataSubModule` of its GET {id}. */
export function selectionFromDetail(detail: {
  ref_module_ids: number[];
  dataSubModule: DataSubModule;
}): SubmoduleSelection {
  const rows: Record<string, SubmoduleRowState> = {};
  for (const [moduleId, subModules] of Object.entries(detail.dataSubModule)) {
    for (const subModule of subModules) {
      if (!subModule.checked) continue;
      const disc = subModule.disc === '0' ? '' : subModule.disc;
      rows[String(subModule.id)] = {
        id: subModule.id,
        name: subModule.name,
        submodule: Number(moduleId),
        checked: true,
        price: subModule.price,
        disc,
      };
    }
  }
  return { modules: detail.ref_module_ids.map(String), rows };
}

/** The checked rows of the chosen modules, as the API takes them: {id, name, submodule, price, disc}. */
export function checkedRows(selection: SubmoduleSelection): SubmoduleRowInput[] {
  const modules = new Set(selection.modules.map(Number));
  return Object.values(selection.rows)
    .filter((row) => row.checked && modules.has(row.submodule))
    .sort((a, b) => a.submodule - b.submodule || a.id - b.id)
    .map((row) => ({
      id: row.id,
      name: row.name,
      submodule: row.submodule,
      price: row.price === '' ? '0' : row.price,
      disc: row.disc === '' ? '0' : row.disc,
    }));
}

/** total = sum(price - disc) and totalDisc = sum(disc) over the checked rows (spec section 5). */
export function selectionTotals(selection: SubmoduleSelection): { total: bigint; totalDisc: bigint } {
  return submoduleTotals(
    checkedRows(selection).map((row) => ({
      price: String(row.price),
      disc: String(row.disc),
      checked: true,
    })),
  );
}

/** The form's messages about the rows ('submodule', 'submodule.0.price' ...), for the picker to show. */
export function submoduleErrors(errors: Record<string, unknown>): string[] {
  const messages = Object.entries(errors)
    .filter(
      ([path, message]) =>
        (path === 'submodule' || path.startsWith('submodule.')) &&
        typeof message === 'string' &&
        message !== '',
    )
    .map(([, message]) => message as string);
  return [...new Set(messages)];
}

/**
 * The selection with one sub-module's row changed (a row never touched starts unchecked and empty). Typing a
 * price ticks the row: a priced sub-module the user forgot to tick would silently not be saved.
 */
export function withRowChange(
  selection: SubmoduleSelection,
  subModule: SubModule,
  change: Partial<SubmoduleRowState>,
): SubmoduleSelection {
  const current = selection.rows[String(subModule.id)] ?? {
    id: subModule.id,
    name: subModule.name,
    submodule: subModule.ref_module_id,
    checked: false,
    price: '',
    disc: '',
  };
  const next = { ...current, ...change };
  if (change.price !== undefined && change.price !== '' && change.checked === undefined) next.checked = true;
  return { ...selection, rows: { ...selection.rows, [String(subModule.id)]: next } };
}

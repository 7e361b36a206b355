// What an order's row says about its faktur's replacement (issue 31), read by correlated sub-selects on
// faktur_actions_order_idx, as orders-upgraded-by.ts reads the upgrade chain: the number its faktur replaced
// (printed on the invoice as 'Pengganti Faktur Pajak No. …') and whether a replacement is open. Only an order
// whose faktur number is recorded can have a replacement (starting one needs the number, and nothing clears
// it), so the sub-selects run only for such rows: `case` skips them for every other order, which keeps the
// order list's page 1 at what it cost before faktur actions (two index probes a row otherwise).
import { sql, type AnyColumn } from 'drizzle-orm';
import { fakturActions, orders } from '@tagih/db';

const replacementsOf = (orderId: AnyColumn) =>
  sql`from ${fakturActions} where ${fakturActions.order_id} = ${orderId} and ${fakturActions.kind} = 'replace'`;

export function fakturReplacementFields(orderId: AnyColumn) {
  const numbered = sql`${orders.faktur_number} is not null`;
  return {
    replaced_faktur_number: sql<string | null>`(case when ${numbered} then
      (select ${fakturActions.faktur_number} ${replacementsOf(orderId)}
        and ${fakturActions.status} = 'done' order by ${fakturActions.id} desc limit 1) end)`,
    faktur_replacing: sql<boolean>`(case when ${numbered} then
      exists (select 1 ${replacementsOf(orderId)} and ${fakturActions.status} = 'open') else false end)`,
  };
}

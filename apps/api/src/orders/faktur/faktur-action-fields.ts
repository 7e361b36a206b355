// What an order's row says about its faktur's replacement (issue 31), read by correlated sub-selects on
// faktur_actions_order_idx, as orders-upgraded-by.ts reads the upgrade chain: the number its faktur replaced
// (printed on the invoice as 'Pengganti Faktur Pajak No. …') and whether a replacement is open.
import { sql, type AnyColumn } from 'drizzle-orm';
import { fakturActions } from '@tagih/db';

const replacementsOf = (orderId: AnyColumn) =>
  sql`from ${fakturActions} where ${fakturActions.order_id} = ${orderId} and ${fakturActions.kind} = 'replace'`;

export function fakturReplacementFields(orderId: AnyColumn) {
  return {
    replaced_faktur_number: sql<
      string | null
    >`(select ${fakturActions.faktur_number} ${replacementsOf(orderId)}
      and ${fakturActions.status} = 'done' order by ${fakturActions.id} desc limit 1)`,
    faktur_replacing: sql<boolean>`exists (select 1 ${replacementsOf(orderId)} and ${fakturActions.status} = 'open')`,
  };
}

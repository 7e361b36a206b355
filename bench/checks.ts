// Checks the benchmark runs on its database with plain pg: every month's invoice numbers (live orders and
// voided ones, as the invoice register reads them) unique, gap-free (exactly 1..n) and matched by the month's
// code_sequences row, so the next store continues without a gap.
import type pg from 'pg';

/** One line per month that breaks the rule (empty when every month is right). */
export async function invoiceNumberProblems(client: pg.Pool | pg.Client): Promise<string[]> {
  const result = await client.query<{
    month: string;
    orders: number;
    distinct_numbers: number;
    max_seq: number;
    sequence: number | null;
  }>(`
    select m.month, m.orders, m.distinct_numbers, m.max_seq, s.last_value as sequence
    from (select substr(invoice_number, 5, 7) as month, count(*)::int as orders, count(distinct invoice_number)::int as distinct_numbers,
                 max(substr(invoice_number, 13)::int) as max_seq
          from (select invoice_number from orders union all select invoice_number from voided_invoices) numbers group by 1) m
    left join code_sequences s on s.scope = 'invoice:' || replace(m.month, '/', '-')
    where m.orders <> m.distinct_numbers or m.max_seq <> m.orders or s.last_value is distinct from m.orders
    order by 1`);
  return result.rows.map(
    (row) =>
      `${row.month}: ${row.orders} orders, ${row.distinct_numbers} distinct numbers, highest ${row.max_seq}, sequence ${row.sequence ?? 'missing'}`,
  );
}

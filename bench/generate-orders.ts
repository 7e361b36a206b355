// The benchmark's orders, set-based. A plan row per order draws its company, product, packages, months,
// discounts, voucher, extra charges and add-ons by hash; the figures are then computed in SQL with the
// formulas of packages/domain (pricing.ts, vouchers.ts) for new orders, so an invoice of a generated order
// prints what the server would have stored. Invoice numbers run per WIB month in created_on order, and the
// month's code_sequences row is set to its last number, so the next store continues without a gap.
// Upgrades (proration) are left out: every generated order is a new order or a renewal (is_auto_order), each
// its own chain (id_subscription = id, as migration 0024's trigger would set it: the load runs without triggers).
import type pg from 'pg';

export async function generateOrders(
  client: pg.Client,
  count: number,
  companies: number,
  vouchers: number,
): Promise<void> {
  const [catalogue] = (
    await client.query<{ products: number; user_packages: number; storages: number; extras: number }>(
      `select (select count(*) from product_items)::int as products, (select count(*) from user_packages)::int as user_packages,
              (select count(*) from user_storages)::int as storages, (select count(*) from extra_packages)::int as extras`,
    )
  ).rows;
  const { products, user_packages, storages, extras } = catalogue!;
  // created_on spreads evenly over the last five years up to an hour ago, in id order.
  await client.query(
    `create temp table bench_order_plan as
     select n, created_on, (created_on at time zone 'Asia/Jakarta')::date as day,
            1 + (pg_temp.h(n, 40) % $2::int)::int as company, 1 + (pg_temp.h(n, 41) % $3::int)::int as product,
            1 + (pg_temp.h(n, 42) % $4::int)::int as user_package, 1 + (pg_temp.h(n, 43) % 5)::int as qty,
            case when pg_temp.h(n, 44) % 10 < 6 then 1 + (pg_temp.h(n, 45) % $5::int)::int end as storage, 1 + (pg_temp.h(n, 46) % 3)::int as storage_qty,
            (array[1, 1, 1, 3, 6, 12, 12, 24])[1 + pg_temp.h(n, 47) % 8] as months,
            case when pg_temp.h(n, 48) % 10 = 0 then (1 + pg_temp.h(n, 49) % 5) * 100000 else 0 end as disc_user_package,
            -- every fifth voucher is expired: an order takes the one before it instead
            case when pg_temp.h(n, 50) % 10 = 0 then v - (case when v % 5 = 0 then 1 else 0 end) end as voucher,
            (array[0, 0, 0, 0, 0, 0, 0, 1, 1, 2])[1 + pg_temp.h(n, 51) % 10] as extra_count, e1, 1 + (e1 + pg_temp.h(n, 53) % ($6::int - 1)) % $6::int as e2,
            pg_temp.h(n, 54) % 4 = 0 as extra_disc, (pg_temp.h(n, 55) % 3)::int as add_on_count,
            case when pg_temp.h(n, 56) % 4 = 0 then 1 else 0 end as is_auto_order, pg_temp.h(n, 57) % 100 < 3 as canceled,
            pg_temp.h(n, 58) % 100 as roll,
            -- a third of the orders left unpaid have part of it received: 1 to 8 tenths (issue 30's aging)
            case when pg_temp.h(n, 60) % 3 = 0 then 1 + pg_temp.h(n, 61) % 8 else 0 end as paid_tenths
     from generate_series(1, $1::int) n
     cross join lateral (select now() - interval '5 years' + ((n - 1)::float8 + (pg_temp.h(n, 39) % 1000) / 1000.0) / $1::int * (interval '5 years' - interval '1 hour') as created_on,
                                1 + (pg_temp.h(n, 52) % $6::int)::int as e1, greatest(1, 1 + (pg_temp.h(n, 59) % $7::int)::int) as v) r`,
    [count, companies, products, user_packages, storages, extras, Math.max(2, vouchers)],
  );
  await client.query(
    `create temp table bench_order_extras as
     select p.n as order_id, e.id as id_extra_package, e.name, e.price, case when p.extra_disc then e.price / 10 else 0 end as disc, v.position
     from bench_order_plan p cross join lateral (values (p.e1, 0), (p.e2, 1)) v(extra, position) join extra_packages e on e.id = v.extra
     where v.position < p.extra_count`,
  );
  await client.query(
    `insert into orders (id, id_company, invoice_number, start_period, end_period, created_on, total_month, is_canceled, canceled_at, is_billing,
                         is_auto_order, status, remarks, packages, total_user, id_product_item, price_product_item, id_user_package, qty_user_package,
                         disc_user_package, price_user_package, id_storage_package, qty_storage_package, disc_storage_package, price_storage_package,
                         price_extra_package, id_master_voucher, voucher_discount, total_price, balance_due, amount_due, paid_amount, due_date,
                         payment_status, invoice_sent_at, invoice_sent_to, created_by, created_at, updated_at, id_subscription)
     select p.n, p.company,
            'INV/' || to_char(p.day, 'YYYY/MM') || '/' || pg_temp.seq4(row_number() over (partition by date_trunc('month', p.day) order by p.n)),
            p.day, (p.day + make_interval(months => p.months) - interval '1 day')::date, p.created_on, p.months,
            case when p.canceled then 1 else 0 end, case when p.canceled then p.created_on + interval '3 days' end, pi.is_billing, p.is_auto_order,
            t.status,
            case when p.is_auto_order = 1 then 'Perpanjangan otomatis' when p.roll % 10 = 0 then 'Order melalui tim sales' else '' end,
            pi.name, u.total_user * p.qty, p.product,
            f.product_gross - case when f.scope = 'product' then f.discount else 0 end, p.user_package, p.qty, p.disc_user_package,
            f.user_package_net - case when f.scope = 'user_package' then f.discount else 0 end, p.storage,
            case when p.storage is null then 1 else p.storage_qty end, 0, f.storage_line, f.extras_line, p.voucher,
            case when f.scope = 'order' then f.discount else 0 end,
            t.total, t.amount_due - t.paid, t.amount_due, t.paid, p.day + 14,
            case when p.canceled then 'none' when t.status = 1 then 'paid' when t.paid > 0 then 'partial' else 'unpaid' end,
            case when p.roll < 70 then p.created_on + interval '2 hours' end, case when p.roll < 70 then c.email end, 1, p.created_on, p.created_on,
            -- its own chain (a new order; the triggers that would set it are off during the load)
            p.n
     from bench_order_plan p
     join product_items pi on pi.id = p.product
     join user_packages u on u.id = p.user_package
     join companies c on c.id_company = p.company
     left join user_storages s on s.id = p.storage
     left join vouchers v on v.id = p.voucher
     left join (select order_id, sum(price - least(disc, price)) as total from bench_order_extras group by order_id) x on x.order_id = p.n
     cross join lateral (select pi.price * p.months as product_gross,
                                u.price * p.qty * p.months - least(p.disc_user_package, u.price * p.qty * p.months) as user_package_net,
                                coalesce(s.price * p.storage_qty * p.months, 0) as storage_line, coalesce(x.total, 0)::bigint as extras_line,
                                case when v.is_all_module = 1 then 'order' when v.id_module = 2 then 'product' when v.id_module = 1 then 'user_package' end as scope) g
     cross join lateral (select g.*, pg_temp.voucher_discount(v.type_voucher, v.nominal,
                                  case g.scope when 'order' then g.product_gross + g.user_package_net + g.storage_line + g.extras_line
                                               when 'product' then g.product_gross when 'user_package' then g.user_package_net end) as discount) f
     -- The spec's status, and the amount due that an unpaid order still owes (payments.ts amountDue: no upgrade, no PPN here).
     cross join lateral (select case when p.canceled then 0 when p.created_on < now() - interval '60 days'
                                     then (case when p.roll < 3 then 2 when p.roll < 93 then 1 else 0 end)
                                     else (case when p.roll < 40 then 1 else 0 end) end as status,
                                f.product_gross + f.user_package_net + f.storage_line + f.extras_line - coalesce(f.discount, 0) as total) t0
     -- The owed figures (packages/domain payments.ts owedFigures): nothing due when cancelled, all paid when Lunas.
     cross join lateral (select t0.*, case when p.canceled then 0 else t0.total end as amount_due,
                                case when p.canceled then 0 when t0.status = 1 then t0.total else t0.total * p.paid_tenths / 10 end as paid) t
     order by p.n`,
  );
  // A paid order was paid in full on its paid day by one 'publish' payment, as migration 0009 books it; a
  // partly paid one received its part ten days after it was made (never after today, WIB).
  await client.query(
    `insert into payments (order_id, amount, received_on, kind, recorded_by, recorded_at)
     select id, paid_amount, least(((created_on + make_interval(days => case when status = 1 then 3 else 10 end)) at time zone 'Asia/Jakarta')::date,
                                   (now() at time zone 'Asia/Jakarta')::date),
            'publish', 1, least(created_on + make_interval(days => case when status = 1 then 3 else 10 end), now())
     from orders where paid_amount > 0 order by id`,
  );
  await client.query(
    `insert into order_extra_packages (order_id, id_extra_package, name_extra_package, price_extra_package, disc_extra_package, position)
     select order_id, id_extra_package, name, price, disc, position from bench_order_extras order by order_id, position`,
  );
  await client.query(
    `insert into order_add_ons (order_id, add_on_id, name, price)
     select p.n, a.id, a.name, a.price
     from bench_order_plan p
     join lateral (select l.add_on_id, row_number() over (order by l.add_on_id) as rank from product_item_add_ons l where l.product_item_id = p.product) l on l.rank <= p.add_on_count
     join add_ons a on a.id = l.add_on_id
     order by p.n`,
  );
  await client.query(
    `insert into code_sequences (scope, last_value)
     select 'invoice:' || to_char(start_period, 'YYYY-MM'), count(*) from orders group by 1
     on conflict (scope) do update set last_value = excluded.last_value`,
  );
  await client.query('drop table bench_order_plan, bench_order_extras');
}

/** Session functions the generators share (pg_temp: nothing is left in the schema). */
export const HELPER_FUNCTIONS = [
  // A deterministic pseudo-random draw in [0, 2^31) for row n and a seed.
  `create function pg_temp.h(n bigint, seed bigint) returns bigint language sql immutable as $$ select hashint8extended(n, seed) & 2147483647 $$`,
  // formatSequence() of packages/domain/codes.ts: at least 4 digits, growing rather than wrapping.
  `create function pg_temp.seq4(s bigint) returns text language sql immutable as $$ select case when s < 10000 then lpad(s::text, 4, '0') else s::text end $$`,
  // discountOn() of packages/domain/vouchers.ts: fixed capped at the base; percent tiers rounded half up.
  `create function pg_temp.voucher_discount(type smallint, nominal text, base bigint) returns bigint language sql immutable as $$
     select case when type is null then null when base <= 0 then 0 when type = 0 then least(nominal::bigint, base)
                 else least(d1 + ((base - least(d1, base)) * p2 + 50) / 100, base) end
     from (select case when type = 1 then (base * split_part(nominal, '|', 1)::bigint + 50) / 100 end as d1,
                  coalesce(nullif(split_part(nominal, '|', 2), '')::bigint, 0) as p2) t $$`,
  // An 8-character code of A-Z and 2-9, unique per n (an odd multiplier not divisible by 17 permutes 34^8).
  `create function pg_temp.voucher_code(n bigint) returns text language sql immutable as $$
     select string_agg(substr('ABCDEFGHIJKLMNOPQRSTUVWXYZ23456789', 1 + ((x / (34::numeric ^ i)::bigint) % 34)::int, 1), '' order by i)
     from (select (n * 2654435761 + 12345) % 1785793904896 as x) s, generate_series(0, 7) i $$`,
];

// The benchmark's catalogue and vouchers: a believable price list (product items and add-ons priced from
// their sub-modules, extra packages, user packages, storage tiers, master packages) and the vouchers. Prices
// follow the server's rule: an item's price is the sum of (price - disc) over its sub-modules.
import type pg from 'pg';

const PRODUCTS: Array<[name: string, isBilling: 0 | 1, isAol: 0 | 1]> = [
  ['Tagih ERP Starter', 0, 0],
  ['Tagih ERP Business', 1, 1],
  ['Tagih ERP Enterprise', 1, 1],
  ['Tagih Field Service', 0, 0],
  ['Tagih Cloud Starter', 0, 0],
  ['Tagih Cloud Business', 1, 0],
  ['Tagih Cloud Enterprise', 1, 1],
  ['Tagih Cloud Retail', 0, 0],
  ['Tagih Cloud Distribusi', 0, 1],
  ['Tagih Cloud Manufaktur', 1, 0],
  ['Tagih Cloud Klinik', 0, 0],
  ['Tagih Cloud Sekolah', 0, 0],
  ['Tagih HR Payroll', 0, 0],
  ['Tagih HR Absensi', 0, 0],
  ['Tagih Gudang', 0, 1],
  ['Tagih Kasir POS', 0, 0],
  ['Tagih Logistik', 1, 0],
  ['Tagih Properti', 0, 0],
  ['Tagih Konstruksi', 1, 1],
  ['Tagih Akuntansi', 0, 0],
  ['Tagih CRM Penjualan', 0, 0],
  ['Tagih Helpdesk', 0, 0],
  ['Tagih Armada', 0, 1],
  ['Tagih Koperasi', 0, 0],
];
const ADD_ONS = [
  'WhatsApp Notification',
  'E-Faktur Integration',
  'Mobile App Android',
  'Mobile App iOS',
  'Payment Gateway',
  'Tanda Tangan Digital',
  'Integrasi Marketplace',
  'SMS Gateway',
  'Backup Harian',
  'Single Sign-On',
  'Laporan Kustom',
  'API Premium',
];
const EXTRAS: Array<[string, number]> = [
  ['Implementasi (1 hari)', 1_500_000],
  ['Implementasi (3 hari)', 4_000_000],
  ['Training Pengguna', 2_500_000],
  ['Training Admin', 3_000_000],
  ['Migrasi Data', 5_000_000],
  ['Kustomisasi Laporan', 3_500_000],
  ['Kustomisasi Form', 2_000_000],
  ['Integrasi ERP Lama', 12_500_000],
  ['Konsultasi Proses Bisnis', 6_000_000],
  ['Pendampingan Go-Live', 4_500_000],
  ['Setup Server On-Premise', 7_500_000],
  ['Import Master Data', 1_000_000],
  ['Pelatihan Lanjutan', 3_250_000],
  ['Audit Konfigurasi', 2_750_000],
  ['Setup Cabang Baru', 1_750_000],
  ['Desain Template Invoice', 750_000],
  ['Integrasi Bank', 8_000_000],
  ['Sertifikasi Pengguna', 1_250_000],
  ['Dukungan Prioritas', 2_250_000],
  ['Onboarding Jarak Jauh', 900_000],
];
const USER_PACKAGES: Array<[string, number, number]> = [
  ['5 User', 5, 750_000],
  ['10 User', 10, 1_500_000],
  ['25 User', 25, 3_250_000],
  ['50 User', 50, 6_000_000],
  ['75 User', 75, 8_500_000],
  ['100 User', 100, 11_000_000],
  ['150 User', 150, 15_500_000],
  ['200 User', 200, 20_000_000],
  ['300 User', 300, 28_500_000],
  ['500 User', 500, 45_000_000],
];
const STORAGES: Array<[string, number, 'MB' | 'GB' | 'TB', number]> = [
  ['Storage 500 MB', 500, 'MB', 0],
  ['Storage 10 GB', 10, 'GB', 0],
  ['Storage 50 GB', 50, 'GB', 200_000],
  ['Storage 100 GB', 100, 'GB', 450_000],
  ['Storage 500 GB', 500, 'GB', 1_500_000],
  ['Storage 1 TB', 1, 'TB', 2_500_000],
];

const json = (value: unknown) => JSON.stringify(value);

export async function generateCatalogue(client: pg.Client): Promise<void> {
  await client.query(
    `insert into product_items (id, name, is_showing, is_billing, is_free, is_aol, description)
     select ord, p->>0, 1, (p->>1)::smallint, 0, (p->>2)::smallint, '<p>' || (p->>0) || ' untuk operasional harian perusahaan.</p>'
     from jsonb_array_elements($1::jsonb) with ordinality as t(p, ord)`,
    [json(PRODUCTS)],
  );
  await client.query(
    `insert into add_ons (id, name, is_showing, is_billing, is_free, description)
     select ord, a #>> '{}', 1, 0, 0, '<p>' || (a #>> '{}') || '.</p>' from jsonb_array_elements($1::jsonb) with ordinality as t(a, ord)`,
    [json(ADD_ONS)],
  );
  // Sub-modules of the base seed: each product takes about a third of them plus the three basics.
  await client.query(
    `insert into product_item_details (product_item_id, ref_module_id, ref_submodule_id, price, disc)
     select p.id, s.ref_module_id, s.id, 250000 + (pg_temp.h(p.id * 100 + s.id, 1) % 20) * 50000,
            case when pg_temp.h(p.id * 100 + s.id, 2) % 5 = 0 then 50000 else 0 end
     from product_items p cross join sub_modules s
     where pg_temp.h(p.id * 100 + s.id, 3) % 3 = 0 or s.id in (1, 13, 18)`,
  );
  await client.query(
    `insert into add_on_details (add_on_id, ref_module_id, ref_submodule_id, price, disc)
     select a.id, s.ref_module_id, s.id, 150000 + (pg_temp.h(a.id * 100 + s.id, 4) % 10) * 50000, 0
     from add_ons a join sub_modules s on s.id in (23 + a.id % 5, 28 + a.id % 4)`,
  );
  for (const [table, details, key] of [
    ['product_items', 'product_item_details', 'product_item_id'],
    ['add_ons', 'add_on_details', 'add_on_id'],
  ] as const) {
    await client.query(
      `update ${table} t set price = d.price, total_disc = d.disc
       from (select ${key} as id, sum(price - disc) as price, sum(disc) as disc from ${details} group by ${key}) d where d.id = t.id`,
    );
  }
  await client.query(
    `insert into product_item_add_ons (product_item_id, add_on_id)
     select p.id, a.id from product_items p cross join add_ons a where pg_temp.h(p.id * 100 + a.id, 5) % 4 = 0 or a.id = 1 + p.id % 12`,
  );
  await client.query(
    `insert into extra_packages (id, name, price) select ord, e->>0, (e->>1)::bigint from jsonb_array_elements($1::jsonb) with ordinality as t(e, ord)`,
    [json(EXTRAS)],
  );
  await client.query(
    `insert into user_packages (id, name, total_user, price, is_showing, description, status)
     select ord, u->>0, (u->>1)::int, (u->>2)::bigint, 1, '<p>Hingga ' || (u->>1) || ' pengguna aktif.</p>', 1
     from jsonb_array_elements($1::jsonb) with ordinality as t(u, ord)`,
    [json(USER_PACKAGES)],
  );
  await client.query(
    `insert into user_storages (id, name, storage, type, price, is_free, description)
     select ord, s->>0, (s->>1)::int, s->>2, (s->>3)::bigint, case when (s->>3)::bigint = 0 then 1 else 0 end, ''
     from jsonb_array_elements($1::jsonb) with ordinality as t(s, ord)`,
    [json(STORAGES)],
  );
  // Thirty named bundles over the last three years, their codes numbered per month as the server does.
  await client.query(
    `insert into master_packages (id, nama_paket, kode_paket, product_item_id, user_package_id, user_storage_id, start_date, end_date)
     select n, 'Paket ' || p.name || ' ' || u.name, 'PKG-' || to_char(d, 'YYYYMM') || '-' || lpad(row_number() over (partition by to_char(d, 'YYYYMM') order by n)::text, 4, '0'),
            p.id, u.id, 1 + n % 6, d, (d + interval '1 year')::date
     from generate_series(1, 30) n
     cross join lateral (select (date_trunc('month', now()) - make_interval(months => (n * 7) % 36))::date as d) m
     join product_items p on p.id = 1 + n % 24 join user_packages u on u.id = 1 + n % 10`,
  );
  await client.query(
    `insert into master_package_add_ons (master_package_id, add_on_id)
     select m.id, l.add_on_id from master_packages m join product_item_add_ons l on l.product_item_id = m.product_item_id`,
  );
  await client.query(
    `insert into code_sequences (scope, last_value)
     select 'kode_paket:' || substr(kode_paket, 5, 6), count(*) from master_packages group by 1
     on conflict (scope) do update set last_value = excluded.last_value`,
  );
}

/**
 * Vouchers by id: a quarter each of fixed order vouchers, percent order vouchers ('10' or '10|5'), percent
 * product vouchers and fixed user-package vouchers (both for any item, target '0'). Every fifth one expired
 * years ago; orders only use the others, which run until 2035.
 */
export async function generateVouchers(client: pg.Client, count: number): Promise<void> {
  await client.query(
    `insert into vouchers (id, name_voucher, code_voucher, type_voucher, nominal, is_all_module, id_module, id_user_package, id_product_item,
                           start_date, end_date)
     select n,
            (array['Promo Awal Tahun', 'Diskon Ramadhan', 'Promo Kemerdekaan', 'Harbolnas', 'Diskon Mitra', 'Promo Akhir Tahun', 'Loyalitas Pelanggan', 'Promo Upgrade'])[1 + n % 8] || ' ' || n,
            pg_temp.voucher_code(n),
            case when n % 4 in (0, 3) then 0 else 1 end,
            case n % 4 when 0 then ((1 + n % 10) * 50000)::text when 1 then (case when n % 3 = 0 then '10|5' else (5 + n % 4 * 5)::text end)
                       when 2 then (10 + n % 3 * 5)::text else ((1 + n % 5) * 100000)::text end,
            case when n % 4 in (0, 1) then 1 else 0 end,
            case n % 4 when 2 then 2 when 3 then 1 else null end,
            case when n % 4 = 3 then 0 end,
            case when n % 4 = 2 then 0 end,
            (now() - interval '6 years')::date,
            case when n % 5 = 0 then (now() - interval '3 years')::date else date '2035-12-31' end
     from generate_series(1, $1::int) n`,
    [count],
  );
}

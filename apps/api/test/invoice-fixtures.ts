// Rows for the invoice tests, inserted directly with drizzle: a company, a small catalogue and orders with
// their stored figures (the orders API computes those; the invoice only prints them). The figures below
// are worked by hand so a test can look for them on the PDF.
import { eq } from 'drizzle-orm';
import {
  addOns,
  admins,
  companies,
  extraPackages,
  mailRecipients,
  orderAddOns,
  orderExtraPackages,
  orders,
  productItemAddOns,
  productItemDetails,
  productItems,
  subModules,
  userPackages,
  userStorages,
  vouchers,
  type Db,
} from '@tagih/db';

export type OrderValues = typeof orders.$inferInsert;

export async function insertCompany(db: Db, values: Partial<typeof companies.$inferInsert> = {}) {
  const [company] = await db
    .insert(companies)
    .values({
      code_company: `MJA${Math.floor(Math.random() * 1e6)}`,
      name_company: 'PT Maju Jaya Abadi',
      email: 'finance@majujaya.co.id',
      pic_email: 'budi.santoso@majujaya.co.id',
      pic_name: 'Budi Santoso',
      npwp: '012345678901000',
      address_company: 'Jl. Gatot Subroto No. 12, Kuningan',
      city: 'Jakarta Selatan',
      province: 'DKI Jakarta',
      country: 'Indonesia',
      ...values,
    })
    .returning();
  return company!;
}

/** The catalogue: a flexmod product of three sub-modules (1.500.000 a month), a user package, storage, extras. */
export async function insertCatalogue(db: Db) {
  const [product] = await db
    .insert(productItems)
    .values({ name: 'Tagih ERP Professional', price: '1500000', total_disc: '100000', is_billing: 1 })
    .returning();
  const subs = await db.select().from(subModules);
  const sub = (name: string) => subs.find((row) => row.name === name)!;
  await db.insert(productItemDetails).values([
    {
      product_item_id: product!.id,
      ref_module_id: 1,
      ref_submodule_id: sub('Lead Management').id,
      price: '500000',
      disc: '0',
    },
    {
      product_item_id: product!.id,
      ref_module_id: 2,
      ref_submodule_id: sub('Job Order').id,
      price: '600000',
      disc: '100000',
    },
    {
      product_item_id: product!.id,
      ref_module_id: 4,
      ref_submodule_id: sub('Laporan Penjualan').id,
      price: '500000',
      disc: '0',
    },
  ]);
  const [userPackage] = await db
    .insert(userPackages)
    .values({ name: 'Paket 10 User', price: '250000', total_user: 10 })
    .returning();
  const [storage] = await db
    .insert(userStorages)
    .values({ name: 'Storage Bisnis', storage: 50, type: 'GB', price: '100000' })
    .returning();
  const [migration] = await db
    .insert(extraPackages)
    .values({ name: 'Migrasi Data', price: '3500000' })
    .returning();
  const [training] = await db
    .insert(extraPackages)
    .values({ name: 'Pelatihan Onsite', price: '2000000' })
    .returning();
  const [addOn] = await db
    .insert(addOns)
    .values({ name: 'Modul Absensi Mobile', price: '300000' })
    .returning();
  await db.insert(productItemAddOns).values({ product_item_id: product!.id, add_on_id: addOn!.id }); // one of the product's own
  const [voucher] = await db
    .insert(vouchers)
    .values({
      name_voucher: 'Promo Akhir Tahun',
      code_voucher: 'AKHIR26X',
      type_voucher: 0,
      nominal: '700000',
      is_all_module: 1,
      start_date: '2026-01-01',
      end_date: '2026-12-31',
    })
    .returning();
  return {
    product: product!,
    userPackage: userPackage!,
    storage: storage!,
    migration: migration!,
    training: training!,
    addOn: addOn!,
    voucher: voucher!,
  };
}

export type Catalogue = Awaited<ReturnType<typeof insertCatalogue>>;

/**
 * A new 12-month order, stored as the orders API would store it:
 *   product 1.500.000 x 12                         = 18.000.000
 *   user package 250.000 x 2 x 12 - 500.000         =  5.500.000
 *   storage 100.000 x 1 x 12                        =  1.200.000
 *   Migrasi Data 3.500.000 - 500.000                =  3.000.000
 *   order voucher AKHIR26X                          =   -700.000
 *   total                                           = 27.000.000 (dua puluh tujuh juta rupiah)
 */
export async function insertOrder(
  db: Db,
  catalogue: Catalogue,
  companyId: number,
  values: Partial<OrderValues> = {},
) {
  const [order] = await db
    .insert(orders)
    .values({
      id_company: companyId,
      invoice_number: 'INV/2026/11/0001',
      start_period: '2026-11-14',
      end_period: '2027-11-13',
      created_on: new Date('2026-11-14T02:30:00Z'), // 09:30 WIB
      total_month: 12,
      packages: catalogue.product.name,
      total_user: 20,
      id_product_item: catalogue.product.id,
      price_product_item: '18000000',
      id_user_package: catalogue.userPackage.id,
      qty_user_package: 2,
      disc_user_package: '500000',
      price_user_package: '5500000',
      id_storage_package: catalogue.storage.id,
      qty_storage_package: 1,
      price_storage_package: '1200000',
      price_extra_package: '3000000',
      id_master_voucher: catalogue.voucher.id,
      voucher_discount: '700000',
      total_price: '27000000',
      ...values,
    })
    .returning();
  return order!;
}

export async function addExtra(
  db: Db,
  orderId: number,
  extra: { id: number; name: string },
  price: string,
  disc = '0',
  position = 0,
) {
  await db.insert(orderExtraPackages).values({
    order_id: orderId,
    id_extra_package: extra.id,
    name_extra_package: extra.name,
    price_extra_package: price,
    disc_extra_package: disc,
    position,
  });
}

export async function addAddOn(db: Db, orderId: number, addOn: { id: number; name: string; price: string }) {
  await db
    .insert(orderAddOns)
    .values({ order_id: orderId, add_on_id: addOn.id, name: addOn.name, price: addOn.price });
}

/** An administrator chosen in Setting Mail (BCC on invoice e-mails). */
export async function addMailRecipient(db: Db, name: string, email: string) {
  const [admin] = await db.insert(admins).values({ name, email, password_hash: 'x' }).returning();
  await db.insert(mailRecipients).values({ admin_id: admin!.id });
  return admin!;
}

export async function orderRow(db: Db, id: number) {
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  return row!;
}

// NamedReads (src/repositories/read-together.ts): selects answered together by one prepared statement give
// exactly what each select gives when run on its own through drizzle: the same rows, values and types
// (serial ids as numbers, money as digit strings, timestamps as Dates, dates as text, nested selections),
// in the select's own order, with placeholders filled per call and null or empty values matching nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq, sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { addOns, companies, productItemAddOns, productItems, userStorages, vouchers } from '@tagih/db';
import { NamedReads } from '../src/repositories/read-together.ts';
import { seedOrderCatalogue } from './orders-fixtures.ts';
import { createTestContext, type TestContext } from './helper.ts';

const qb = new QueryBuilder();
const READS = new NamedReads('test_read_together', {
  company: qb
    .select()
    .from(companies)
    .where(eq(companies.id_company, sql.placeholder('company'))),
  product: qb
    .select()
    .from(productItems)
    .where(eq(productItems.id, sql.placeholder('product'))),
  links: qb
    .select({ link: productItemAddOns, addOn: { name: addOns.name, price: addOns.price } })
    .from(productItemAddOns)
    .innerJoin(addOns, eq(addOns.id, productItemAddOns.add_on_id))
    .where(eq(productItemAddOns.product_item_id, sql.placeholder('product')))
    .orderBy(asc(addOns.name)),
  storage: qb
    .select()
    .from(userStorages)
    .where(eq(userStorages.id, sql.placeholder('storage'))),
  voucherRows: qb
    .select()
    .from(vouchers)
    .where(sql`${vouchers.id} = any(${sql.placeholder('vouchers')}::int[])`)
    .orderBy(asc(vouchers.id)),
});

describe('NamedReads', () => {
  let t: TestContext;
  let catalogue: Awaited<ReturnType<typeof seedOrderCatalogue>>;

  beforeAll(async () => {
    t = await createTestContext();
    catalogue = await seedOrderCatalogue(t.database.db);
  });
  afterAll(async () => t?.close());

  it('answers each select exactly as drizzle does on its own, in its order, call after call', async () => {
    const db = t.database.db;
    const voucherIds = Object.values(catalogue.v).map((voucher) => voucher.id);
    for (let call = 0; call < 7; call += 1) {
      // Past five runs PostgreSQL may switch the prepared statement to a generic plan: still the same rows.
      const together = await READS.read(db, {
        company: catalogue.maju.id_company,
        product: catalogue.pro.id,
        storage: catalogue.storage50.id,
        vouchers: voucherIds,
      });
      expect(together.company).toEqual(
        await db.select().from(companies).where(eq(companies.id_company, catalogue.maju.id_company)),
      );
      expect(together.product).toEqual(
        await db.select().from(productItems).where(eq(productItems.id, catalogue.pro.id)),
      );
      expect(together.links).toEqual(
        await db
          .select({ link: productItemAddOns, addOn: { name: addOns.name, price: addOns.price } })
          .from(productItemAddOns)
          .innerJoin(addOns, eq(addOns.id, productItemAddOns.add_on_id))
          .where(eq(productItemAddOns.product_item_id, catalogue.pro.id))
          .orderBy(asc(addOns.name)),
      );
      expect(together.storage).toEqual(
        await db.select().from(userStorages).where(eq(userStorages.id, catalogue.storage50.id)),
      );
      expect(together.voucherRows).toEqual(await db.select().from(vouchers).orderBy(asc(vouchers.id)));
    }
  });

  it('keeps the types a caller relies on', async () => {
    const { company, product, links, voucherRows } = await READS.read(t.database.db, {
      company: catalogue.maju.id_company,
      product: catalogue.pro.id,
      storage: null,
      vouchers: [catalogue.v.order.id],
    });
    expect(company[0]).toMatchObject({
      id_company: catalogue.maju.id_company,
      name_company: 'PT Maju Jaya Abadi',
      email: 'finance@majujaya.co.id',
      phone_company: null,
    });
    expect(company[0]!.created_at).toBeInstanceOf(Date);
    expect(product[0]).toMatchObject({ name: 'Tagih Pro', price: '1000000', is_billing: 0 });
    expect(links.map((row) => [row.addOn.name, row.addOn.price, typeof row.link.add_on_id])).toEqual([
      ['Modul Gudang', '400000', 'number'],
      ['Modul HRD', '250000', 'number'],
    ]);
    expect(voucherRows).toHaveLength(1);
    expect(voucherRows[0]).toMatchObject({ code_voucher: 'ORDER105', nominal: '10|5', type_voucher: 1 });
    expect(typeof voucherRows[0]!.start_date).toBe('string');
  });

  it('answers no rows for a null id, an empty list or a missing row', async () => {
    const { company, product, links, storage, voucherRows } = await READS.read(t.database.db, {
      company: 999_999,
      product: null,
      storage: null,
      vouchers: [],
    });
    expect({ company, product, links, storage, voucherRows }).toEqual({
      company: [],
      product: [],
      links: [],
      storage: [],
      voucherRows: [],
    });
  });

  it('runs inside a transaction too, seeing what the transaction wrote', async () => {
    const inside = await t.database.db.transaction(async (tx) => {
      await tx.update(productItems).set({ price: '1234567' }).where(eq(productItems.id, catalogue.pro.id));
      return (await READS.read(tx, { company: null, product: catalogue.pro.id, storage: null, vouchers: [] }))
        .product;
    });
    expect(inside[0]?.price).toBe('1234567');
    await t.database.db
      .update(productItems)
      .set({ price: '1000000' })
      .where(eq(productItems.id, catalogue.pro.id));
  });
});

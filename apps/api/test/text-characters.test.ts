// A control character in a free text is refused with 422 under its field and nothing is stored (issue 27):
// such a character went raw into the Coretax XML and made the month's file unreadable. One rule for every
// stored text (text-characters.ts); a one-line field refuses line breaks too, a multi-line one takes them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { companies, extraPackages, orders, releaseNotes, vouchers } from '@tagih/db';
import { createTestContext, type TestContext } from './helper.ts';
import { basePayload, seedOrderCatalogue, type OrderCatalogue } from './orders-fixtures.ts';
import { orderVoucher } from './vouchers-fixtures.ts';

const hidden = (label: string) =>
  `Berisi karakter tersembunyi yang tidak diizinkan (${label}). Hapus karakter itu, lalu simpan lagi.`;

describe('text fields refuse control characters', () => {
  let t: TestContext;
  let c: OrderCatalogue;
  beforeAll(async () => {
    t = await createTestContext();
    c = await seedOrderCatalogue(t.database.db);
  });
  afterAll(() => t.close());

  const rowsOf = async (
    table: typeof companies | typeof extraPackages | typeof orders | typeof releaseNotes,
  ) => Number((await t.database.db.select({ n: count() }).from(table))[0]!.n);
  const voucherCount = async () => Number((await t.database.db.select({ n: count() }).from(vouchers))[0]!.n);

  it.each([
    [
      'a company: a name, an address and a PIC, each with its own message',
      '/api/companies/store',
      {
        name_company: 'PT\u0001Maju Jaya',
        address_company: 'Jl. Sudirman 1\nJakarta\uffff',
        pic_name: 'Budi\nSantoso',
      },
      {
        name_company: [hidden('U+0001')],
        address_company: [hidden('U+FFFF')],
        pic_name: ['Tidak boleh berisi baris baru atau tab (U+000A); tulis dalam satu baris.'],
      },
      companies,
    ],
    [
      'an extra charge',
      '/api/extra-packages/store',
      { name: 'Migrasi\u001bData', price: 1 },
      { name: [hidden('U+001B')] },
      extraPackages,
    ],
    [
      // U+0000 is refused by the input guard before any schema (PostgreSQL cannot store it), not stripped
      // into "javascript:" for the sanitiser to meet.
      'a release note description',
      '/api/release-notes/store',
      {
        version: 'v1',
        date_schedule: '2026-11-22 14:30',
        description: '<a href="java\u0000script:alert(1)">x</a>',
      },
      { description: [hidden('U+0000')] },
      releaseNotes,
    ],
  ] as const)('%s: 422, nothing stored', async (_what, url, payload, errors, table) => {
    const before = await rowsOf(table);
    const response = await t.request({ method: 'POST', url, payload });
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json().errors).toEqual(errors);
    expect(await rowsOf(table)).toBe(before);
  });

  it('a voucher name and an order remark (a lone surrogate, a C1 control): 422, nothing stored', async () => {
    const vouchersBefore = await voucherCount();
    const voucher = await t.request({
      method: 'POST',
      url: '/api/voucher/store',
      payload: { ...orderVoucher, name_voucher: 'Diskon\ud800Akhir' },
    });
    expect(voucher.statusCode).toBe(422);
    expect(voucher.json().errors).toEqual({ name_voucher: [hidden('U+D800')] });
    expect(await voucherCount()).toBe(vouchersBefore);

    const ordersBefore = await rowsOf(orders);
    const order = await t.request({
      method: 'POST',
      url: '/api/orders/store',
      payload: basePayload(c, { remarks: 'Tagihan\u0085kuartal' }),
    });
    expect(order.statusCode).toBe(422);
    expect(order.json().errors).toEqual({ remarks: [hidden('U+0085')] });
    expect(await rowsOf(orders)).toBe(ordersBefore);
  });

  it('an update of a company is refused the same way and leaves the row as it was', async () => {
    const url = `/api/companies/update/${c.maju.id_company}`;
    const response = await t.request({
      method: 'PUT',
      url,
      payload: { name_company: 'PT Maju\u007fJaya Abadi', address_company: 'Jl. Sudirman 1\r\n\tJakarta' },
    });
    expect(response.statusCode).toBe(422);
    // The address is multi-line: its CR, LF and tab are no fault; only the name is refused.
    expect(response.json().errors).toEqual({ name_company: [hidden('U+007F')] });
    const [row] = await t.database.db
      .select()
      .from(companies)
      .where(eq(companies.id_company, c.maju.id_company));
    expect(row).toMatchObject({ name_company: 'PT Maju Jaya Abadi', address_company: null });
  });
});

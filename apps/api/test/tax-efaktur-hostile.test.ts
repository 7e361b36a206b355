// The Coretax export stays well-formed XML whatever a row holds: names, addresses and product names stored
// before the input rule (written here straight into the database, as an old row would be) with every
// character XML 1.0 cannot carry. libxml2 (xmllint) judges the file; the texts read back as words.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { companies, orders } from '@tagih/db';
import { todayInJakarta } from '@tagih/domain/dates';
import { createTestContext, type TestContext } from './helper.ts';
import { basePayload, createOrder, seedOrderCatalogue, type OrderCatalogue } from './orders-fixtures.ts';
import { PKP_ON, putTaxSettings, xmllintErrors } from './tax-fixtures.ts';

/** Every character no stored text may hold, as one run (PostgreSQL cannot store U+0000, so it is left out). */
const HOSTILE = [
  ...Array.from({ length: 0x1f }, (_, i) => i + 1).filter((c) => ![0x09, 0x0a, 0x0d].includes(c)),
  ...Array.from({ length: 0x9f - 0x7f + 1 }, (_, i) => i + 0x7f),
  0xfffe,
  0xffff,
]
  .map((c) => String.fromCharCode(c))
  .join('');

describe('tax/efaktur with hostile stored text', () => {
  let t: TestContext;
  let c: OrderCatalogue;
  const month = todayInJakarta().slice(0, 7);
  beforeAll(async () => {
    t = await createTestContext();
    c = await seedOrderCatalogue(t.database.db);
  });
  afterAll(() => t.close());

  it('writes only characters XML allows: xmllint finds no error, and the names read as words', async () => {
    await putTaxSettings(t, PKP_ON);
    const order = await createOrder(t, basePayload(c));
    const db = t.database.db;
    await db
      .update(companies)
      .set({
        name_company: `PT${HOSTILE}Maju & <Jaya>\u0001`,
        address_company: `Jl. Sudirman\u000b1\r\n\u0007Jakarta\uffff 12190`,
        email: `finance${HOSTILE}@majujaya.co.id`,
        npwp: '0987654321098765',
      })
      .where(eq(companies.id_company, c.maju.id_company));
    await db
      .update(orders)
      .set({ packages: `Tagih${HOSTILE}Pro` })
      .where(eq(orders.id, order.id));
    // The stored row does hold them: the export, not the database, is what makes them safe.
    const [stored] = await db.select().from(companies).where(eq(companies.id_company, c.maju.id_company));
    expect(stored!.name_company).toContain(HOSTILE);

    const response = await t.request({ method: 'GET', url: `/api/tax/efaktur?month=${month}` });
    expect(response.statusCode, response.body).toBe(200);
    expect(xmllintErrors(response.body)).toBe('');

    // Each run of forbidden characters is one space; the address is one line.
    const xml = response.body;
    expect(xml).toContain('<BuyerName>PT Maju &amp; &lt;Jaya&gt; </BuyerName>');
    expect(xml).toContain('<BuyerAdress>Jl. Sudirman 1 Jakarta 12190</BuyerAdress>');
    expect(xml).toContain('<BuyerEmail>finance @majujaya.co.id</BuyerEmail>');
    expect(xml).toMatch(/<Name>Langganan Tagih Pro \(\d{4}-\d{2}-\d{2} s\.d\. \d{4}-\d{2}-\d{2}\)<\/Name>/);
  });
});

// Sending with care (issue 20): the confirmation's facts before POST /orders/send_inv (recipients exactly as
// the send chooses them, the PDF's address, the last send) and the history of sends the view dialog lists.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { admins } from '@tagih/db';
import { ADMIN, createTestContext, type TestContext } from './helper.ts';
import { addMailRecipient, insertCatalogue, insertCompany, insertOrder } from './invoice-fixtures.ts';

describe('invoice send preview and history', () => {
  let t: TestContext;
  let orderId: number;
  let canceledId: number;
  let noEmailId: number;
  beforeAll(async () => {
    t = await createTestContext();
    const db = t.database.db;
    const catalogue = await insertCatalogue(db);
    const company = await insertCompany(db);
    orderId = (await insertOrder(db, catalogue, company.id_company)).id;
    canceledId = (
      await insertOrder(db, catalogue, company.id_company, {
        invoice_number: 'INV/2026/11/0002',
        is_canceled: 1,
      })
    ).id;
    const silent = await insertCompany(db, { name_company: 'CV Tanpa Surel', email: null, pic_email: null });
    noEmailId = (await insertOrder(db, catalogue, silent.id_company, { invoice_number: 'INV/2026/11/0003' }))
      .id;
    await addMailRecipient(db, 'Siti Rahma', 'siti.rahma@tagih.test');
    const left = await addMailRecipient(db, 'Mantan Staf', 'mantan@tagih.test');
    await db.update(admins).set({ disabled_at: new Date() }).where(eq(admins.id, left.id));
    await addMailRecipient(db, 'Finance Klien', 'FINANCE@majujaya.co.id');
  });
  afterAll(() => t.close());

  const preview = (id: number) => t.request({ method: 'GET', url: `/api/orders/send-preview/${id}` });
  const history = (id: number) => t.request({ method: 'GET', url: `/api/orders/send-history/${id}` });
  const send = (id: number) =>
    t.request({ method: 'POST', url: '/api/orders/send_inv', payload: { order: id } });

  it('previews the recipients the send will use, the PDF link, and that it was never sent', async () => {
    const response = await preview(orderId);
    expect(response.statusCode, response.body).toBe(200);
    const { data } = response.json();
    expect(data).toMatchObject({
      id: orderId,
      invoice_number: 'INV/2026/11/0001',
      name_company: 'PT Maju Jaya Abadi',
      to: ['finance@majujaya.co.id', 'budi.santoso@majujaya.co.id'],
      bcc: ['siti.rahma@tagih.test'],
      last_sent_at: null,
      last_sent_to: null,
      pdf: { variant: 'standard' },
    });
    expect(data.pdf.url).toMatch(new RegExp(`^/admin/pdf/${orderId}\\?exp=\\d+&sig=[\\w-]+$`));
    const opened = await t.app.inject({ method: 'GET', url: data.pdf.url });
    expect(opened.statusCode).toBe(200);
    expect(opened.headers['content-type']).toBe('application/pdf');
    expect((await history(orderId)).json()).toMatchObject({ code: 200, data: [] });
  });

  it('after each send: the preview says when it was last sent, the history lists every send newest first', async () => {
    expect((await send(orderId)).statusCode).toBe(200);
    expect((await send(orderId)).statusCode).toBe(200);
    const { data } = (await preview(orderId)).json();
    expect(data.last_sent_to).toBe('finance@majujaya.co.id, budi.santoso@majujaya.co.id');
    expect(Math.abs(new Date(data.last_sent_at).getTime() - Date.now())).toBeLessThan(60_000);

    const sends = (await history(orderId)).json().data;
    expect(sends).toHaveLength(2);
    for (const sent of sends)
      expect(sent).toEqual({
        sent_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        admin: { id: expect.any(Number), name: expect.any(String), email: ADMIN.email },
        to: ['finance@majujaya.co.id', 'budi.santoso@majujaya.co.id'],
        bcc: ['siti.rahma@tagih.test'],
      });
    expect(sends[0].sent_at >= sends[1].sent_at).toBe(true);
    expect(sends[0].sent_at).toBe(data.last_sent_at);
  });

  it('shows an empty To for a company without e-mail (the send is then refused)', async () => {
    const { data } = (await preview(noEmailId)).json();
    expect(data.to).toEqual([]);
    expect((await send(noEmailId)).statusCode).toBe(422);
  });

  it('answers 404 for a missing order, 409 for a cancelled one, 401 without a token', async () => {
    expect((await preview(999_999)).statusCode).toBe(404);
    expect((await history(999_999)).statusCode).toBe(404);
    expect((await preview(canceledId)).json()).toEqual({
      code: 409,
      message: 'Order ini sudah dibatalkan, sehingga tidak memiliki invoice.',
    });
    expect((await history(canceledId)).json()).toMatchObject({ code: 200, data: [] });
    expect((await preview(0)).statusCode).toBe(404);
    const anonymous = await t.app.inject({ method: 'GET', url: `/api/orders/send-preview/${orderId}` });
    expect(anonymous.statusCode).toBe(401);
  });
});

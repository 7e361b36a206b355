// Invoice PDFs: who may open one (token, missing, cancelled, bad id) and the signed browser addresses. What
// each variant prints is in invoices.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './helper.ts';
import { insertInvoiceOrders, invoiceCalls, type InvoiceOrders } from './invoice-pdf-fixtures.ts';
import { pdfText } from './pdf-text.ts';

describe('invoice PDFs: three variants, stored figures, signed browser addresses', () => {
  let t: TestContext;
  let id: InvoiceOrders['id'];
  const { pdf } = invoiceCalls(() => t);
  beforeAll(async () => {
    t = await createTestContext();
    id = (await insertInvoiceOrders(t.database.db)).id;
  });
  afterAll(() => t.close());

  it('answers 401 without a token, 404 for a missing order, 409 for a cancelled one and 422 for a bad id', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: `/api/orders/pdf/${id.standard}` });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ code: 401, message: 'Unauthenticated.' });
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/orders/invoice-link/${id.standard}` })).statusCode,
    ).toBe(401);

    const missing = await pdf(999_999);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ code: 404, message: 'Order tidak ditemukan.' });

    const canceled = await pdf(id.canceled);
    expect(canceled.statusCode).toBe(409);
    expect(canceled.json()).toEqual({
      code: 409,
      message: 'Order ini sudah dibatalkan, sehingga tidak memiliki invoice.',
    });
    expect(
      (await t.request({ method: 'GET', url: `/api/orders/invoice-link/${id.canceled}` })).statusCode,
    ).toBe(409);
    expect((await t.request({ method: 'GET', url: '/api/orders/invoice-link/999999' })).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: '/api/orders/pdf/abc' })).statusCode).toBe(404);
  });

  it('hands out a 10-minute signed address of the variant the flags pick, which opens without a token', async () => {
    const cases = [
      [id.standard, 'standard', '/admin/pdf/', 'INV/2026/11/0001'],
      [id.flexmod, 'flexmod', '/admin/pdf_flexmod/', 'Rincian per sub-modul'],
      [id.reorder, 'reorder', '/admin/pdf_reorder/', 'INVOICE PERPANJANGAN'],
    ] as const;
    for (const [orderId, variant, prefix, marker] of cases) {
      const response = await t.request({ method: 'GET', url: `/api/orders/invoice-link/${orderId}` });
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body).toMatchObject({ code: 200, data: { variant } });
      expect(body.data.url).toMatch(new RegExp(`^${prefix}${orderId}\\?exp=\\d+&sig=[\\w-]+$`));
      const ttl = (new Date(body.data.expires_at).getTime() - Date.now()) / 1000;
      expect(ttl).toBeGreaterThan(590);
      expect(ttl).toBeLessThanOrEqual(600);

      const opened = await t.app.inject({ method: 'GET', url: body.data.url });
      expect(opened.statusCode).toBe(200);
      expect(opened.headers['content-type']).toBe('application/pdf');
      expect(opened.headers['content-security-policy']).toBeUndefined();
      expect((await pdfText(opened.rawPayload)).flat).toContain(marker);
    }
  });

  it('refuses unsigned (401), altered, moved and expired (403) browser addresses', async () => {
    const url = (await t.request({ method: 'GET', url: `/api/orders/invoice-link/${id.standard}` })).json()
      .data.url as string;
    const [pathname, query] = url.split('?') as [string, string];
    const get = (address: string) => t.app.inject({ method: 'GET', url: address });

    const unsigned = await get(pathname);
    expect(unsigned.statusCode).toBe(401);
    expect(unsigned.json()).toEqual({ code: 401, message: 'Tautan tidak bertanda tangan.' });

    const params = new URLSearchParams(query);
    const sig = params.get('sig')!;
    const alteredSig = `${sig.slice(0, -1)}${sig.endsWith('A') ? 'B' : 'A'}`;
    const altered = await get(`${pathname}?exp=${params.get('exp')}&sig=${alteredSig}`);
    expect(altered.statusCode).toBe(403);
    expect(altered.json().message).toBe('Tautan tidak valid.');
    expect((await get(`${pathname}?exp=${Number(params.get('exp')) + 3600}&sig=${sig}`)).statusCode).toBe(
      403,
    );
    expect((await get(`/admin/pdf/${id.flexmod}?${query}`)).statusCode).toBe(403);
    expect((await get(`/admin/pdf_flexmod/${id.standard}?${query}`)).statusCode).toBe(403);

    const expired = await get(t.app.links.sign(`/admin/pdf/${id.standard}`, -1));
    expect(expired.statusCode).toBe(403);
    expect(expired.json().message).toBe('Tautan sudah kedaluwarsa.');

    expect((await get(t.app.links.sign(`/admin/pdf/${id.canceled}`))).statusCode).toBe(409);
    expect((await get(t.app.links.sign('/admin/pdf_reorder/999999'))).statusCode).toBe(404);
  });
});

// Hostile uploads against the bukti potong PDF route (issue 31): anything that is not a PDF by content is a
// 415, an empty file a 422, a file over the limit a 413, each writing nothing; an accepted PDF is stored under
// a random key whatever its name and served only as application/pdf with nosniff, behind its signed link.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solidPng } from '../fixtures/images.ts';
import { multipart, type FormPart } from '../fixtures/multipart.ts';
import type { TestContext } from '../helper.ts';
import { tinyPdf } from '../withholding-fixtures.ts';
import { PDF_UPLOAD_ROUTES } from './pdf-upload-routes.ts';
import { actionContext, makeRecords, type ActionContext } from './resources.ts';
import { createInventoriedContext, routeKey, type RouteInfo } from './route-inventory.ts';
import { differences, listFiles, snapshot } from './state.ts';
import { asMaker } from '../proof-maker.ts';

const LIMIT = 64 * 1024;

describe('hostile bukti potong uploads (ASVS V12.1.1, V12.2.1, V12.4.1; API8:2023)', () => {
  let t: TestContext;
  let routes: RouteInfo[];
  let c: ActionContext;
  beforeAll(async () => {
    ({ t, routes } = await createInventoriedContext({ UPLOAD_LIMIT_BYTES: String(LIMIT) }));
    c = actionContext(t, await makeRecords(t));
  });
  afterAll(() => t.close());

  /** A payment approved with PPh 23 withheld: the address its bukti potong is posted to. */
  async function withholdingUrl(): Promise<string> {
    const id = await c.fresh('order');
    const proof = multipart([
      { name: 'id', value: String(id) },
      { name: 'file', value: solidPng(4, 4, [9, 9, 9]), filename: 'b.png', contentType: 'image/png' },
    ]);
    await asMaker(t, { method: 'POST', url: '/api/orders/payment_proof', ...proof });
    const book = (await t.request({ method: 'GET', url: `/api/orders/${id}/payments` })).json().data;
    const approved = await t.request({
      method: 'POST',
      url: `/api/orders/${id}/payments/${book.reviews[0].id}/approve`,
      payload: { amount: '1000', received_on: '2026-01-02', withheld_pph23: '20' },
    });
    return `/api/orders/${id}/payments/${approved.json().data.payments[0].id}/withholding`;
  }
  const file = (value: Buffer, filename: string, contentType = 'application/pdf'): FormPart => ({
    name: 'file',
    value,
    filename,
    contentType,
  });

  it('covers every PDF upload route the app registered', () => {
    const found = routes.filter((route) => route.multipart).map(routeKey);
    expect(found).toEqual(expect.arrayContaining(PDF_UPLOAD_ROUTES));
  });

  it('refuses what is not a whole PDF, empty, or too big, with a clear message, writing nothing', async () => {
    const url = await withholdingUrl();
    const cases: Array<[string, Buffer, number, RegExp]> = [
      ['an HTML page named .pdf', Buffer.from('<html><script>alert(1)</script></html>'), 415, /PDF/],
      ['a PNG declared as a PDF', solidPng(8, 8, [1, 2, 3]), 415, /PDF/],
      ['a PDF header with no end', Buffer.from('%PDF-1.7\n1 0 obj'), 415, /PDF/],
      ['a zero-byte file', Buffer.alloc(0), 422, /empty file/],
      ['a PDF over the limit', Buffer.concat([tinyPdf(), Buffer.alloc(LIMIT + 10)]), 413, /melebihi batas/],
    ];
    for (const [name, bytes, status, message] of cases) {
      const before = await snapshot(t);
      const response = await t.request({ method: 'POST', url, ...multipart([file(bytes, 'bukti.pdf')]) });
      expect(response.statusCode, name).toBe(status);
      expect(JSON.stringify(response.json()), name).toMatch(message);
      expect(differences(before, await snapshot(t)), name).toEqual([]);
    }
  });

  it('stores a PDF under a random key whatever its name, served as application/pdf with nosniff', async () => {
    const url = await withholdingUrl();
    const filesRoot = path.join(t.config.dataDir, 'files');
    const before = listFiles(filesRoot);
    const response = await t.request({
      method: 'POST',
      url,
      ...multipart([file(tinyPdf(), '../../etc/passwd.html', 'text/html')]),
    });
    expect(response.statusCode, response.body).toBe(200);
    const added = listFiles(filesRoot).filter((name) => !before.includes(name));
    expect(added).toEqual([expect.stringMatching(/^withholding-slips\/[a-f0-9]{32}\.pdf$/)]);
    const link = response.json().data.payments[0].withholding.pdf as string;
    const served = await t.app.inject({ method: 'GET', url: link });
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    const tampered = await t.app.inject({ method: 'GET', url: link.replace(/sig=[^&]+/, 'sig=AAAA') });
    expect(tampered.statusCode).toBe(403);
  });
});

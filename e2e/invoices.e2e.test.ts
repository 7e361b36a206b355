// Invoices from the order list (spec 2.8 and section 7): an order is placed through the API, then 'Send
// invoice' mails its PDF (the test server has no SMTP_URL, so the message lands in DATA_DIR/outbox) and
// shows 'Inv berhasil dikirim!', and 'Download invoice' opens the PDF in a new tab through a signed address.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator } from 'playwright-core';
import { ADMIN, launchBrowser, startServer, type TestBrowser, type TestServer } from './harness.ts';

const INVOICE_NUMBER = /INV\/\d{4}\/\d{2}\/\d{4,}/;

async function outboxFiles(server: TestServer, timeout = 10_000): Promise<string[]> {
  const outbox = path.join(server.dataDir, 'outbox');
  const deadline = Date.now() + timeout;
  for (;;) {
    const files = (() => {
      try {
        return readdirSync(outbox).filter((file) => file.endsWith('.eml'));
      } catch {
        return [];
      }
    })();
    if (files.length > 0 || Date.now() > deadline) return files.map((file) => path.join(outbox, file));
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A company with both e-mail addresses, a product, a user package and a 12-month order of them. */
async function placeOrder(server: TestServer) {
  const call = async <T>(method: string, url: string, token: string | null, body?: unknown): Promise<T> => {
    const response = await fetch(`${server.url}/api${url}`, {
      method,
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = (await response.json()) as T;
    expect(response.status, `${method} ${url}: ${JSON.stringify(json)}`).toBe(200);
    return json;
  };
  const { data: session } = await call<{ data: { token: string } }>('POST', '/login-admin', null, ADMIN);
  const token = session.token;
  const { data: subs } = await call<{ data: Array<{ id: number }> }>('GET', '/sub-modules/1', token);
  const product = await call<{ data: { id: number } }>('POST', '/product-items/store', token, {
    name: 'Tagih ERP Starter',
    description: '<p>ERP</p>',
    submodule: [{ id: subs[0]!.id, submodule: 1, price: '1500000', disc: '0' }],
  });
  const userPackage = await call<{ data: { id: number } }>('POST', '/user-packages/store', token, {
    name: 'Paket 10 User',
    total_user: 10,
    price: '250000',
    description: '<p>10 user</p>',
  });
  const company = await call<{ data: { id_company: number } }>('POST', '/companies/store', token, {
    name_company: 'PT Maju Jaya Abadi',
    email: 'finance@majujaya.co.id',
    pic_email: 'budi.santoso@majujaya.co.id',
    pic_name: 'Budi Santoso',
    npwp: '012345678901000',
    address_company: 'Jl. Gatot Subroto No. 12, Jakarta Selatan',
  });
  await call('POST', '/orders/store', token, {
    id_company: company.data.id_company,
    id_product_item: product.data.id,
    id_user_package: userPackage.data.id,
    qty_user_package: 1,
    total_month: 12,
  });
}

describe('Invoices from the order list', () => {
  let server: TestServer;
  let ui: TestBrowser;
  beforeAll(async () => {
    server = await startServer();
    await placeOrder(server);
    ui = await launchBrowser(server);
    await ui.login();
  });
  afterAll(async () => {
    await ui?.close();
    await server?.stop();
  });

  /** The first row of 'Data Order' that offers the invoice actions, and its invoice number. */
  async function invoiceRow(): Promise<{ row: Locator; invoiceNumber: string }> {
    const { page } = ui;
    await page.getByRole('link', { name: 'Order', exact: true }).click();
    await expect(page.getByText('Data Order', { exact: true })).toBeVisible();
    const row = page
      .getByRole('row')
      .filter({ has: page.getByRole('button', { name: 'Send invoice' }) })
      .first();
    await expect(row).toBeVisible();
    const invoiceNumber = INVOICE_NUMBER.exec((await row.textContent()) ?? '')?.[0];
    expect(invoiceNumber, 'an invoice number in the row').toBeDefined();
    return { row, invoiceNumber: invoiceNumber! };
  }

  it("confirms who receives the invoice, sends it, shows 'Inv berhasil dikirim!' and the send history", async () => {
    const { page } = ui;
    const { row, invoiceNumber } = await invoiceRow();
    await row.getByRole('button', { name: 'Send invoice' }).click();
    const dialog = page.getByRole('dialog', { name: 'Kirim Invoice' });
    await expect(dialog.getByText('finance@majujaya.co.id')).toBeVisible();
    await expect(dialog.getByText('budi.santoso@majujaya.co.id')).toBeVisible();
    await expect(dialog.getByText('Belum pernah dikirim')).toBeVisible();
    const pdfLink = dialog.getByRole('link', { name: 'Lihat PDF invoice' });
    expect(await pdfLink.getAttribute('href')).toMatch(
      /^\/admin\/pdf(_flexmod|_reorder)?\/\d+\?exp=\d+&sig=[\w-]+$/,
    );
    await ui.screenshot('invoices-send-confirmation');
    expect(await outboxFiles(server, 0)).toEqual([]); // nothing goes out before the confirmation
    await dialog.getByRole('button', { name: 'Kirim Invoice' }).click();
    await expect(page.getByText('Inv berhasil dikirim!')).toBeVisible();
    await expect(dialog).not.toBeVisible();
    await ui.screenshot('invoices-sent');

    await row.getByRole('button', { name: 'Send invoice' }).click();
    await expect(
      dialog.getByText(/^\d{4}-\d\d-\d\d \d\d:\d\d WIB ke finance@majujaya\.co\.id/),
    ).toBeVisible();
    await dialog.getByRole('button', { name: 'Batal' }).click();
    await row.getByRole('button', { name: 'View' }).click();
    const history = page.getByTestId('send-history');
    await expect(history.getByText(/WIB oleh /)).toHaveCount(1);
    await expect(
      history.getByText('Kepada: finance@majujaya.co.id, budi.santoso@majujaya.co.id'),
    ).toBeVisible();
    await ui.screenshot('invoices-send-history');
    await page.keyboard.press('Escape');

    const [file] = await outboxFiles(server);
    expect(file, 'the e-mail in the outbox').toBeDefined();
    const raw = readFileSync(file!, 'utf8');
    expect(raw).toMatch(new RegExp(`^Subject: Invoice ${invoiceNumber.replaceAll('/', '\\/')} - `, 'm'));
    expect(raw).toMatch(/^Content-Type: application\/pdf; name=/m);
  });

  it('opens the invoice PDF in a new tab through a signed address', async () => {
    const { row, invoiceNumber } = await invoiceRow();
    const [tab] = await Promise.all([
      ui.context.waitForEvent('page'),
      row.getByRole('button', { name: 'Download invoice' }).click(),
    ]);
    await tab.waitForURL(/\/admin\/pdf(_flexmod|_reorder)?\/\d+\?exp=\d+&sig=[\w-]+$/);
    const address = new URL(tab.url());

    const pdf = await fetch(address);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toBe(
      `inline; filename="Invoice-${invoiceNumber.replaceAll('/', '-')}.pdf"`,
    );
    // Without its signature the same address says nothing.
    expect((await fetch(new URL(address.pathname, address))).status).toBe(401);
    await tab.close();
  });
});

// Issue 20's filters in the browser, each from the 'Filter' button to its chip and back: the order list's
// company (a search-as-you-type select; the chip names the company, the address carries id_company) and its
// created-on days (from/to, WIB, both inclusive), the vouchers' validity and the release notes' status.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, startServer, type TestBrowser, type TestServer } from './harness.ts';
import { seedOrderCatalogue } from './orders-fixtures.ts';

describe.skipIf(!process.env.TEST_DATABASE_URL)('list filters as chips', () => {
  let server: TestServer;
  let ui: TestBrowser;
  let sinar = 0;
  /** Invoice numbers by company, in the order they were made. */
  const made: Record<'maju' | 'sinar', string[]> = { maju: [], sinar: [] };

  beforeAll(async () => {
    server = await startServer({ database: 'postgres' });
    const { ids, token } = await seedOrderCatalogue(server);
    sinar = (
      await server.sql<{ id_company: number }>(
        `insert into companies (code_company, name_company, email) values ('STR0001', 'PT Sinar Terang', 'finance@sinar.co.id') returning id_company`,
      )
    )[0]!.id_company;
    for (const [who, id_company] of [
      ['maju', ids.company],
      ['sinar', sinar],
      ['maju', ids.company],
      ['sinar', sinar],
      ['maju', ids.company],
    ] as const) {
      const response = await fetch(`${server.url}/api/orders/store`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({
          id_company,
          id_product_item: ids.product,
          id_user_package: ids.users,
          total_month: 1,
        }),
      });
      expect(response.status).toBe(200);
      made[who].push(((await response.json()) as { data: { invoice_number: string } }).data.invoice_number);
    }
    // Created on 1, 2 and 10 March 2026 in WIB (the first at 23:59, the second at 00:00 of the next day).
    for (const [invoice, at] of [
      [made.maju[0]!, '2026-03-01T16:59:00Z'],
      [made.sinar[0]!, '2026-03-01T17:00:00Z'],
      [made.maju[1]!, '2026-03-10T03:00:00Z'],
    ] as const)
      await server.sql(`update orders set created_on = $2 where invoice_number = $1`, [invoice, at]);
    await server.sql(
      `insert into vouchers (name_voucher, code_voucher, type_voucher, nominal, is_all_module, start_date, end_date)
       values ('Promo Lebaran Lalu', 'LEBARAN20', 0, '20000', 1, '2020-01-01', '2020-06-30')`,
    );
    await server.sql(
      `insert into release_notes (version, date_schedule, description, status)
       values ('2.0.0', now(), '<p>Rilis</p>', 1), ('2.1.0-beta', now(), '<p>Beta</p>', 0)`,
    );
    ui = await launchBrowser(server);
  });
  afterAll(async () => {
    await ui?.close();
    await server?.stop();
  });

  const page = () => ui.page;
  /** Each test can run alone (vitest -t): it signs in when no session is stored. */
  async function signedIn() {
    const token = await page()
      .evaluate(() => localStorage.getItem('token'))
      .catch(() => null);
    if (!token) await ui.login();
  }
  const rowTexts = () => page().locator('tbody tr').allInnerTexts();
  /** The invoices the order list shows, in its order. */
  const shownInvoices = async () => (await rowTexts()).map((text) => /INV\S+/.exec(text)?.[0] ?? text).sort();
  const chip = (name: string) => page().getByRole('button', { name: `Hapus filter ${name}` });
  const openFilters = async () => {
    await page()
      .getByRole('button', { name: /^Filter/ })
      .click();
    await expect(page().getByRole('button', { name: /^Filter/ })).toHaveAttribute('aria-expanded', 'true');
  };

  it('filters the orders by company: a chip names it, the address carries id_company, clearing restores', async () => {
    await signedIn();
    await page().goto('/admin/orders');
    await expect.poll(async () => (await rowTexts()).length).toBe(5);
    await openFilters();
    const company = page().getByRole('combobox', { name: 'Perusahaan' });
    await company.click();
    await company.pressSequentially('Sinar', { delay: 20 });
    await page().getByRole('option', { name: 'PT Sinar Terang' }).click();
    await page().waitForURL((url) => url.searchParams.get('id_company') === String(sinar));
    await expect(chip('Perusahaan: PT Sinar Terang')).toBeVisible();
    await expect.poll(shownInvoices).toEqual([...made.sinar].sort());
    for (const text of await rowTexts()) expect(text).toContain('PT Sinar Terang');
    await ui.screenshot('order-list-company-chip');

    await chip('Perusahaan: PT Sinar Terang').click();
    await expect(chip('Perusahaan: PT Sinar Terang')).toHaveCount(0);
    expect(new URL(page().url()).searchParams.has('id_company')).toBe(false);
    await expect.poll(async () => (await rowTexts()).length).toBe(5);
  });

  it('filters the orders by created-on days (WIB, both inclusive) with a chip for each end', async () => {
    await signedIn();
    await page().goto('/admin/orders');
    await expect.poll(async () => (await rowTexts()).length).toBe(5);
    await openFilters();
    const from = page().getByRole('textbox', { name: 'Dibuat dari' });
    await from.fill('2026-03-02');
    await from.press('Tab');
    await page().waitForURL((url) => url.searchParams.get('from') === '2026-03-02');
    // At once, as a quick clerk would: the second day must not drop the first (the page may not have re-rendered).
    const to = page().getByRole('textbox', { name: 'Dibuat sampai' });
    await to.fill('2026-03-10');
    await to.press('Tab');
    await page().waitForURL((url) => url.searchParams.get('to') === '2026-03-10');
    await expect(chip('Dibuat dari: 2026-03-02')).toBeVisible();
    await expect(chip('Dibuat sampai: 2026-03-10')).toBeVisible();
    // 1 March 23:59 WIB is out; 2 March 00:00 WIB and 10 March are in.
    await expect.poll(shownInvoices).toEqual([made.sinar[0]!, made.maju[1]!].sort());
    await ui.screenshot('order-list-date-chips');

    await chip('Dibuat dari: 2026-03-02').click();
    await page().waitForURL((url) => !url.searchParams.has('from') && url.searchParams.has('to'));
    await expect.poll(shownInvoices).toEqual([made.maju[0]!, made.sinar[0]!, made.maju[1]!].sort());
    await page().getByRole('button', { name: 'Hapus semua filter' }).click();
    await expect(page().getByRole('button', { name: /^Hapus filter/ })).toHaveCount(0);
    await expect.poll(async () => (await rowTexts()).length).toBe(5);
  });

  it("filters the vouchers by validity: 'Masih berlaku' hides the expired one", async () => {
    await signedIn();
    await page().goto('/admin/master-voucher');
    await expect(page().getByRole('row', { name: /LEBARAN20/ })).toBeVisible();
    await openFilters();
    await page().getByRole('combobox', { name: 'Masa berlaku' }).click();
    await page().getByRole('option', { name: 'Masih berlaku' }).click();
    await page().waitForURL((url) => url.searchParams.get('active') === '1');
    await expect(chip('Masa berlaku: Masih berlaku')).toBeVisible();
    await expect(page().getByRole('row', { name: /ORDER105/ })).toBeVisible();
    await expect(page().getByRole('row', { name: /LEBARAN20/ })).toHaveCount(0);

    await page().getByRole('combobox', { name: 'Masa berlaku' }).click();
    await page().getByRole('option', { name: 'Sudah berakhir' }).click();
    await page().waitForURL((url) => url.searchParams.get('active') === '0');
    await expect(page().getByRole('row', { name: /LEBARAN20/ })).toBeVisible();
    await expect(page().getByRole('row', { name: /ORDER105/ })).toHaveCount(0);
    await chip('Masa berlaku: Sudah berakhir').click();
    await expect(page().getByRole('row', { name: /ORDER105/ })).toBeVisible();
    await expect(page().getByRole('row', { name: /LEBARAN20/ })).toBeVisible();
  });

  it('filters the release notes by status', async () => {
    await signedIn();
    await page().goto('/admin/release-notes');
    await expect(page().getByRole('row', { name: /2\.1\.0-beta/ })).toBeVisible();
    await openFilters();
    await page().getByRole('combobox', { name: 'Status' }).click();
    await page().getByRole('option', { name: 'Published' }).click();
    await page().waitForURL((url) => url.searchParams.get('status') === '1');
    await expect(chip('Status: Published')).toBeVisible();
    await expect(page().getByRole('row', { name: /2\.0\.0/ })).toBeVisible();
    await expect(page().getByRole('row', { name: /2\.1\.0-beta/ })).toHaveCount(0);
    await chip('Status: Published').click();
    await expect(page().getByRole('row', { name: /2\.1\.0-beta/ })).toBeVisible();
    expect(new URL(page().url()).searchParams.has('status')).toBe(false);
  });
});

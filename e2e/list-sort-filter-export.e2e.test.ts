// Issue 20 in the browser, on the order list: a money header sorts numerically with aria-sort, the sort
// survives a reload and Back from a form, a filter chip filters and clears, Export downloads a CSV and an XLSX
// whose rows are the list's rows in the list's order, and the table (Aksi included) fits at 1280 px.
import { readFileSync } from 'node:fs';
import { Workbook } from '@cj-tech-master/excelts';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { orderScreens } from './orders-fixtures.ts';

/** Months of the orders made for these tests: totals from 1,1 to 13,2 million, which sort differently as text. */
const MONTHS = [1, 12, 2, 11, 3, 10, 4, 9, 5, 8, 6, 7];

/** 'Rp. 13.200.000' -> 13200000 (the first amount in a cell). */
const rupiah = (text: string) => Number((/Rp\.?\s*([\d.]+)/.exec(text)?.[1] ?? '').replaceAll('.', ''));

/** Ascending or descending by number, and all different (a text sort of these totals differs). */
const sortedNumerically = (values: number[], dir: 'asc' | 'desc') =>
  values.length === 10 &&
  new Set(values).size === 10 &&
  values.every((value, i) => i === 0 || (dir === 'asc' ? values[i - 1]! < value : values[i - 1]! > value));

describe.skipIf(!process.env.TEST_DATABASE_URL)('order list: sort, filter, export', () => {
  const invoices: string[] = [];
  const { screens, post, page } = orderScreens({
    database: 'postgres',
    prepare: async ({ ids, ui }) => {
      for (const months of MONTHS) {
        const response = await post('/orders/store', {
          id_company: ids.company,
          id_product_item: ids.product,
          id_user_package: ids.users,
          total_month: months,
        });
        expect(response.status).toBe(200);
        invoices.push(((await response.json()) as { data: { invoice_number: string } }).data.invoice_number);
      }
      await ui.page.setViewportSize({ width: 1280, height: 900 });
    },
  });

  /** The header cell whose sort button is named `name` (the button is what a keyboard user reaches). */
  const header = (name: string) =>
    page().locator('th', { has: page().getByRole('button', { name, exact: true }) });
  const totals = async () =>
    (
      await page()
        .locator('tbody tr')
        .evaluateAll((rows) => rows.map((row) => row.querySelectorAll('td')[8]?.textContent ?? ''))
    ).map(rupiah);
  const shownInvoices = () =>
    page()
      .locator('tbody tr')
      .evaluateAll((rows) => rows.map((row) => row.querySelectorAll('td')[5]?.textContent?.trim() ?? ''));

  it('sorts by Total Harga as numbers, says so with aria-sort, and keeps it over reload and Back', async () => {
    await page().goto('/admin/orders');
    await expect(header('Total Harga')).toHaveAttribute('aria-sort', 'none');
    await page().getByRole('button', { name: 'Total Harga', exact: true }).click();
    await page().waitForURL(/sort=total_price&dir=asc/);
    await expect(header('Total Harga')).toHaveAttribute('aria-sort', 'ascending');
    await expect.poll(async () => sortedNumerically(await totals(), 'asc')).toBe(true);
    const ascending = await totals();

    await page().getByRole('button', { name: 'Total Harga', exact: true }).press('Enter'); // the header is a keyboard button
    await page().waitForURL(/sort=total_price&dir=desc/);
    await expect(header('Total Harga')).toHaveAttribute('aria-sort', 'descending');
    await expect.poll(async () => sortedNumerically(await totals(), 'desc')).toBe(true);
    const descending = await totals();
    expect(descending[0]).toBeGreaterThan(ascending[9]!); // the two largest were on page 2 ascending

    await page().reload();
    await expect(header('Total Harga')).toHaveAttribute('aria-sort', 'descending');
    await expect.poll(totals).toEqual(descending);

    await page().getByRole('link', { name: 'Add', exact: true }).click();
    await page().waitForURL(/\/admin\/orders\/create/);
    await page().goBack();
    await page().waitForURL(/sort=total_price&dir=desc/);
    await expect(header('Total Harga')).toHaveAttribute('aria-sort', 'descending');
    await expect.poll(totals).toEqual(descending);

    await page().getByRole('button', { name: 'Total Harga', exact: true }).click(); // third click: the server's own order again
    await expect(header('Total Harga')).toHaveAttribute('aria-sort', 'none');
    expect(new URL(page().url()).searchParams.get('sort')).toBeNull();
  });

  it('filters by status through a chip that clears one by one and all at once', async () => {
    const paid = invoices[3]!;
    // Published as a clerk publishes: the payment is booked, so the badge (payment_status) says Lunas too.
    const [order] = await screens.server.sql<{ id: number }>(
      `select id from orders where invoice_number = $1`,
      [paid],
    );
    expect((await post(`/orders/change-status/${order!.id}`, { status: 1 })).status).toBe(200);
    await page().goto('/admin/orders');
    await page().getByRole('button', { name: 'Filter' }).click();
    await page().getByRole('combobox', { name: 'Status' }).click();
    await page().getByRole('option', { name: 'Lunas' }).click();
    await page().waitForURL(/status=1/);
    await expect.poll(shownInvoices).toEqual([paid]);
    await expect(
      page()
        .getByRole('row', { name: new RegExp(paid) })
        .getByText('Lunas'),
    ).toBeVisible();
    const chip = page().getByRole('button', { name: 'Hapus filter Status: Lunas' });
    await expect(chip).toBeVisible();

    await page().getByRole('combobox', { name: 'Upgrade' }).click();
    await page().getByRole('option', { name: 'Tidak' }).click();
    await page().waitForURL(/upgrade=0/);
    await chip.click();
    await expect(chip).toHaveCount(0);
    await expect(page().getByRole('button', { name: 'Hapus filter Upgrade: Tidak' })).toBeVisible();
    await expect.poll(async () => (await shownInvoices()).length).toBe(10);
    await page().getByRole('button', { name: 'Hapus semua filter' }).click();
    await expect(page().getByRole('button', { name: /^Hapus filter/ })).toHaveCount(0);
    expect(new URL(page().url()).search).toBe('');
  });

  it('exports a CSV of exactly the list: same sort, all pages', async () => {
    await page().goto('/admin/orders?sort=total_price&dir=desc');
    await expect.poll(async () => (await shownInvoices()).length).toBe(10);
    const onScreen = await shownInvoices();
    await page().getByRole('button', { name: 'Export' }).click();
    const [download] = await Promise.all([
      page().waitForEvent('download'),
      page().getByRole('menuitem', { name: 'CSV (.csv)' }).click(),
    ]);
    const text = readFileSync((await download.path())!, 'utf8');
    expect(text.charCodeAt(0)).toBe(0xfeff); // the byte-order mark Excel needs
    const [head, ...rows] = parse(text, { bom: true, skip_empty_lines: true }) as string[][];
    const invoiceAt = head!.indexOf('Invoice Number');
    expect(invoiceAt).toBeGreaterThanOrEqual(0);
    expect(rows).toHaveLength(MONTHS.length); // all pages, not only the 10 on screen
    expect(rows.slice(0, 10).map((row) => row[invoiceAt])).toEqual(onScreen);
    await expect(page().getByText('Export selesai')).toBeVisible();
  });

  it('exports an XLSX workbook of exactly the list: its header, its rows in its order, money as numbers', async () => {
    await page().goto('/admin/orders?sort=total_price&dir=asc');
    await expect.poll(async () => (await shownInvoices()).length).toBe(10);
    const onScreen = await shownInvoices();
    await page().getByRole('button', { name: 'Export' }).click();
    const [download] = await Promise.all([
      page().waitForEvent('download'),
      page().getByRole('menuitem', { name: 'Excel (.xlsx)' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^orders-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const workbook = new Workbook();
    await workbook.xlsx.load(readFileSync((await download.path())!));
    const [head, ...rows] = workbook.worksheets[0]!.getSheetValues()
      .filter(Boolean)
      .map((row) => (row as unknown[]).slice(1));
    const at = (label: string) => head!.indexOf(label);
    expect(head).toContain('Invoice Number');
    expect(rows).toHaveLength(MONTHS.length);
    expect(rows.slice(0, 10).map((row) => row[at('Invoice Number')])).toEqual(onScreen);
    const totals = rows.map((row) => row[at('Total Harga')]);
    expect(totals.every((total) => typeof total === 'number')).toBe(true);
    expect(totals).toEqual([...(totals as number[])].sort((a, b) => a - b));
    await expect(page().getByText('Export selesai')).toBeVisible();
  });

  it('says the export waits its turn until the first byte, and asks again after a busy answer (429)', async () => {
    await page().goto('/admin/orders');
    await expect.poll(async () => (await shownInvoices()).length).toBe(10);
    // The first ask is held here (as the server holds an export until its turn), then answered busy; the
    // second goes through to the server.
    let answer!: () => void;
    const held = new Promise<void>((resolve) => (answer = resolve));
    let asked = 0;
    const EXPORTS = '**/api/orders/export?*';
    await page().route(EXPORTS, async (route) => {
      asked += 1;
      if (asked > 1) return route.continue();
      await held;
      return route.fulfill({
        status: 429,
        headers: { 'retry-after': '1' },
        contentType: 'application/json',
        body: JSON.stringify({ code: 429, message: 'Server sedang sibuk, coba lagi dalam 1 detik.' }),
      });
    });
    await page().getByRole('button', { name: 'Export' }).click();
    const downloaded = page().waitForEvent('download');
    await page().getByRole('menuitem', { name: 'CSV (.csv)' }).click();
    await expect(page().getByRole('status').getByText('Menunggu giliran export…')).toBeVisible();
    await screens.ui.screenshot('export-waiting-turn');
    answer();
    const download = await downloaded;
    expect(asked).toBe(2);
    const rows = parse(readFileSync((await download.path())!, 'utf8'), { bom: true, skip_empty_lines: true });
    expect(rows).toHaveLength(MONTHS.length + 1);
    await expect(page().getByText('Export selesai')).toBeVisible();
    await page().unroute(EXPORTS);
  });

  it('fits the order table with its Aksi column in its box at 1280 px', async () => {
    await page().goto('/admin/orders?sort=total_price&dir=desc&canceled=0');
    await expect.poll(async () => (await shownInvoices()).length).toBe(10);
    const fit = await page().evaluate(() => {
      const table = document.querySelector('table')!;
      const box = table.parentElement!.getBoundingClientRect();
      const aksi = Array.from(table.querySelectorAll('th')).find((th) => th.textContent === 'Aksi')!;
      return {
        tableWidth: table.scrollWidth,
        boxWidth: table.parentElement!.clientWidth,
        aksiRight: aksi.getBoundingClientRect().right,
        boxRight: box.right,
        pageScroll: document.documentElement.scrollWidth - document.documentElement.clientWidth,
      };
    });
    expect(fit.tableWidth).toBeLessThanOrEqual(fit.boxWidth);
    expect(fit.aksiRight).toBeLessThanOrEqual(fit.boxRight);
    expect(fit.pageScroll).toBe(0);
    await screens.ui.screenshot('order-list-1280-sorted-filtered');
  });
});

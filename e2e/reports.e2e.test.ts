// 'Laporan' in the browser (issue 32): the menu entry after 'Faktur Pajak', MRR, ARR and the running
// subscriptions in cards, the months' movements drawn as bars (@mantine/charts), the months table and its export.
// Two orders stored through the API: one running today (1.100.000 a month), one moved by SQL to a past month
// and left to churn (2 x 10 users, 1.200.000 a month).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { addMonths, todayInJakarta } from '../packages/domain/src/dates.ts';
import { monthDays } from '../packages/domain/src/mrr.ts';
import { orderScreens } from './orders-fixtures.ts';

const TODAY = todayInJakarta();
const THIS_MONTH = TODAY.slice(0, 7);
/** Three months back: it ended long enough ago (its last day + 30 is before today) to have churned. */
const PAST_MONTH = addMonths(`${THIS_MONTH}-01`, -3).slice(0, 7);

describe.skipIf(!process.env.TEST_DATABASE_URL)("'Laporan': MRR, ARR and the monthly movements", () => {
  const { screens, post, page } = orderScreens({
    database: 'postgres',
    prepare: async ({ ids, server, ui }) => {
      const store = async (qty: number) => {
        const response = await post('/orders/store', {
          id_company: ids.company,
          id_product_item: ids.product,
          id_user_package: ids.users,
          qty_user_package: qty,
          total_month: 1,
        });
        return ((await response.json()) as { data: { id: number } }).data.id;
      };
      await store(1);
      const past = await store(2);
      const { first, last } = monthDays(PAST_MONTH);
      await server.sql(`update orders set start_period = $2, end_period = $3 where id = $1`, [
        past,
        first,
        last,
      ]);
      await ui.page.setViewportSize({ width: 1280, height: 1000 });
    },
  });

  it('shows the figures, draws the bars and lists the months', async () => {
    await page().goto('/admin/dashboard');
    await page().getByRole('link', { name: 'Laporan', exact: true }).click();
    await page().waitForURL(/\/admin\/reports/);
    await expect(page().getByRole('heading', { level: 1, name: 'Laporan' })).toBeVisible();
    await expect(page().getByTestId('figure-MRR').getByText('Rp. 1.100.000', { exact: true })).toBeVisible();
    await expect(page().getByTestId('figure-ARR').getByText('Rp. 13.200.000', { exact: true })).toBeVisible();
    await expect(page().getByTestId('figure-Langganan Aktif').getByText('1', { exact: true })).toBeVisible();
    const table = page().getByTestId('mrr-months');
    await expect(table.getByRole('row')).toHaveCount(13); // the header and 12 months
    const current = table.getByRole('row', { name: new RegExp(`^${THIS_MONTH}`) });
    await expect(current.getByRole('cell').nth(1)).toHaveText('Rp. 1.100.000'); // new
    const past = table.getByRole('row', { name: new RegExp(`^${PAST_MONTH}`) });
    await expect(past.getByRole('cell').nth(1)).toHaveText('Rp. 1.200.000'); // new
    await expect(past.getByRole('cell').nth(4)).toHaveText('Rp. 1.200.000'); // churned
    await expect(past.getByRole('cell').nth(5)).toHaveText('Rp. 0'); // net
    await expect(past.getByRole('cell').nth(6)).toHaveText('0,00% (0 dari 1)'); // none renewed
    // The chart: an svg with a bar for the month's new MRR and one below the line for its churn.
    const chart = page().getByTestId('mrr-chart');
    await expect(chart.locator('svg.recharts-surface').first()).toBeVisible();
    await expect(chart.locator('.recharts-bar-rectangle path')).toHaveCount(3); // 2 new, 1 churn
    await screens.ui.screenshot('reports-mrr-1280');
  });

  it('narrows to fewer months and exports the months table', async () => {
    await page().getByRole('combobox', { name: 'Periode' }).click();
    await page().getByRole('option', { name: '3 bulan terakhir' }).click();
    await page().waitForURL(/months=3/);
    await expect(page().getByTestId('mrr-months').getByRole('row')).toHaveCount(4);
    await page().getByRole('button', { name: 'Export' }).click();
    const [download] = await Promise.all([
      page().waitForEvent('download'),
      page().getByRole('menuitem', { name: 'CSV (.csv)' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^mrr-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = readFileSync((await download.path())!, 'utf8')
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines).toHaveLength(4);
    expect(lines[0]).toBe(
      'Bulan,Baru,Ekspansi,Kontraksi,Churn,Net MRR,Diperpanjang,Tidak Diperpanjang,Tingkat Perpanjangan (%)',
    );
    expect(lines[3]).toBe(`${THIS_MONTH},1100000,0,0,0,1100000,0,0,`);
  });
});

// 'Langganan' in the browser (issue 32): the menu entry right after 'Order', one row per subscription with its
// status today; the status filter narrows it; rows chosen with their checkboxes are renewed with 'Perpanjang'
// after a dialog naming each invoice and its new period, and each outcome is shown (renewed with its new
// invoice, or refused and why); and the order form asks before a new order overlaps a running subscription.
import { describe, expect, it } from 'vitest';
import { addDays, todayInJakarta } from '../packages/domain/src/dates.ts';
import { renewalPeriod } from '../packages/domain/src/subscriptions.ts';
import { orderScreens } from './orders-fixtures.ts';

const TODAY = todayInJakarta();
type Made = { id: number; invoice: string; end: string };

describe.skipIf(!process.env.TEST_DATABASE_URL)('Langganan: subscriptions and their renewal', () => {
  const made: Record<'active' | 'ending' | 'ended', Made> = {} as never;
  const { screens, post, page, choose } = orderScreens({
    database: 'postgres',
    prepare: async ({ ids, server, ui }) => {
      const sinar = await server.sql<{ id_company: number }>(
        `insert into companies (code_company, name_company) values ('STE0001', 'CV Sinar Terang Elektrik') returning id_company`,
      );
      const flex = await server.sql<{ id: number }>(`select id from product_items where name = 'Tagih Flex'`);
      const store = async (company: number, product: number, start: string, end: string) => {
        const response = await post('/orders/store', {
          id_company: company,
          id_product_item: product,
          id_user_package: ids.users,
          total_month: 1,
        });
        const { data } = (await response.json()) as { data: { id: number; invoice_number: string } };
        await server.sql(`update orders set start_period = $2, end_period = $3 where id = $1`, [
          data.id,
          start,
          end,
        ]);
        return { id: data.id, invoice: data.invoice_number, end };
      };
      made.active = await store(ids.company, ids.product, addDays(TODAY, -20), addDays(TODAY, 200));
      made.ending = await store(ids.company, flex[0]!.id, addDays(TODAY, -20), addDays(TODAY, 10));
      made.ended = await store(sinar[0]!.id_company, ids.product, addDays(TODAY, -60), addDays(TODAY, -30));
      await ui.page.setViewportSize({ width: 1280, height: 900 });
    },
  });
  const row = (invoice: string) =>
    page().getByRole('row', { name: new RegExp(invoice.replaceAll('/', '\\/')) });
  /** A screenshot once the dialogs' transitions have finished (mid-fade is not what a clerk sees). */
  const shot = async (name: string) => {
    await page().waitForFunction(() =>
      Array.from(document.querySelectorAll('[role="dialog"]')).every(
        (dialog) => getComputedStyle(dialog).opacity === '1',
      ),
    );
    await screens.ui.screenshot(name);
  };
  const status = (invoice: string) => row(invoice).locator('[data-status]');

  it('is in the menu right after Order and lists each subscription with its status today', async () => {
    await page().goto('/admin/dashboard');
    await page().getByRole('link', { name: 'Langganan', exact: true }).waitFor();
    const names = (await page().getByRole('link').allInnerTexts()).map((text) => text.trim());
    expect(names.indexOf('Langganan')).toBe(names.indexOf('Order') + 1);
    await page().getByRole('link', { name: 'Langganan', exact: true }).click();
    await page().waitForURL(/\/admin\/subscriptions/);
    await expect(status(made.active.invoice)).toHaveText('Aktif');
    await expect(status(made.ending.invoice)).toHaveText('Segera berakhir');
    await expect(status(made.ended.invoice)).toHaveText('Berakhir');
    await expect(row(made.ending.invoice).getByText('Tagih Flex')).toBeVisible();
    await expect(row(made.active.invoice).getByText('Rp. 1.100.000')).toBeVisible(); // 1 month
    await screens.ui.screenshot('subscriptions-list');
  });

  it('narrows the list by status and by the days left', async () => {
    await page()
      .getByRole('button', { name: /^Filter/ })
      .click();
    await page().getByRole('combobox', { name: 'Status' }).click();
    await page().getByRole('option', { name: 'Segera berakhir' }).click();
    await page().waitForURL(/status=ending/);
    await expect(row(made.active.invoice)).toHaveCount(0);
    await expect(status(made.ending.invoice)).toHaveText('Segera berakhir');
    await screens.ui.screenshot('subscriptions-filter-ending');
    await page().getByRole('button', { name: 'Hapus semua filter' }).click();
    await expect(row(made.active.invoice)).toBeVisible();
    // 'Berakhir dalam N hari': the running ones ending within 15 days (the ending one, 10 days left).
    const within = page().getByRole('textbox', { name: 'Berakhir dalam N hari' });
    await within.fill('15');
    await within.press('Enter');
    await page().waitForURL(/ending_within=15/);
    await expect(row(made.active.invoice)).toHaveCount(0);
    await expect(row(made.ended.invoice)).toHaveCount(0);
    await expect(status(made.ending.invoice)).toHaveText('Segera berakhir');
    await expect(page().getByRole('button', { name: /Berakhir dalam N hari: 15 hari/ })).toBeVisible();
    await page().getByRole('button', { name: 'Hapus semua filter' }).click();
    await expect(row(made.active.invoice)).toBeVisible();
    await expect(within).toHaveValue('');
    // On a phone: the chosen box, company, invoice and status, nothing reached by scrolling sideways.
    await page().setViewportSize({ width: 390, height: 800 });
    await page().reload(); // opened at that width, as a phone opens it (no sidebar sliding away)
    await expect(status(made.active.invoice)).toBeVisible();
    await screens.ui.screenshot('subscriptions-phone');
    await page().setViewportSize({ width: 1280, height: 900 });
  });

  it('renews the chosen subscriptions after naming each and its new period, and shows each outcome', async () => {
    await row(made.ending.invoice).getByRole('checkbox').check();
    await row(made.ended.invoice).getByRole('checkbox').check();
    await expect(page().getByTestId('subscriptions-chosen')).toHaveText('2 langganan dipilih');
    await page().getByRole('button', { name: 'Perpanjang (2)' }).click();
    const dialog = page().getByRole('dialog', { name: 'Perpanjang langganan' });
    for (const chosen of [made.ending, made.ended]) {
      const next = renewalPeriod(chosen.end, 1);
      await expect(dialog.getByText(chosen.invoice)).toBeVisible();
      await expect(
        dialog.getByText(new RegExp(`periode baru ${next.start_period} s/d ${next.end_period}`)),
      ).toBeVisible();
    }
    expect(await dialog.getByRole('checkbox', { name: 'Kirim invoice sekarang' }).isChecked()).toBe(false);
    await shot('subscriptions-renew-confirm');
    await dialog.getByRole('button', { name: 'Perpanjang', exact: true }).click();
    const outcome = dialog.getByTestId('renew-outcome');
    await expect(outcome.getByText('2 diperpanjang, 0 ditolak.')).toBeVisible();
    for (const chosen of [made.ending, made.ended])
      await expect(
        outcome.getByText(new RegExp(`${chosen.invoice.replaceAll('/', '\\/')}: diperpanjang dengan INV\\/`)),
      ).toBeVisible();
    await shot('subscriptions-renew-outcome');
    await dialog.getByRole('button', { name: 'Selesai' }).click();
    // The chains' rows are now their renewals: the ending one's starts after today (renewed); the ended
    // one's ran from the day after its end, a month 30 days ago, so it is running and ends within days.
    const renewalOf = async (renewed: number) =>
      (
        await screens.server.sql<{ invoice_number: string }>(
          `select invoice_number from orders where id_order = $1 and is_auto_order = 1`,
          [renewed],
        )
      )[0]!.invoice_number;
    await expect(status(await renewalOf(made.ending.id))).toHaveText('Diperpanjang');
    await expect(status(await renewalOf(made.ended.id))).toHaveText('Segera berakhir');
    // The chosen rows are spent: nothing stays chosen.
    await expect(page().getByTestId('subscriptions-chosen')).toHaveCount(0);
    expect(await page().getByRole('checkbox', { checked: true }).count()).toBe(0);
  });

  it('shows a refusal and why: an order renewed meanwhile', async () => {
    await row(made.active.invoice).getByRole('checkbox').check();
    await page().getByRole('button', { name: 'Perpanjang (1)' }).click();
    // Someone renews it first, through the API.
    expect((await post('/subscriptions/renew', { orders: [made.active.id] })).status).toBe(200);
    const dialog = page().getByRole('dialog', { name: 'Perpanjang langganan' });
    await dialog.getByRole('button', { name: 'Perpanjang', exact: true }).click();
    await expect(dialog.getByTestId('renew-outcome')).toHaveText(
      new RegExp(`${made.active.invoice.replaceAll('/', '\\/')}.*sudah diperpanjang oleh INV\\/`),
    );
    await shot('subscriptions-renew-refused');
    await dialog.getByRole('button', { name: 'Selesai' }).click();
    await expect(page().getByTestId('subscriptions-chosen')).toHaveCount(0);
  });

  it('asks before a new order overlaps a running subscription, naming it', async () => {
    const before = await screens.server.sql<{ n: number }>(`select count(*)::int as n from orders`);
    await page().goto('/admin/orders/create');
    await choose(/^Select Company/, 'maju', 'PT Maju Jaya Abadi');
    await choose(/^Select Product/, 'flex', 'Tagih Flex');
    await choose(/^Select User Package/, 'paket', 'Paket 10 User');
    await page().getByRole('button', { name: 'Save' }).click();
    const ask = page().getByRole('dialog', { name: 'Langganan masih berjalan' });
    // Tagih Flex of PT Maju runs on through its renewal, which ends a month after the order it renewed.
    const renewalEnd = renewalPeriod(made.ending.end, 1).end_period;
    await expect(ask.getByText(/sudah berlangganan/)).toHaveText(
      new RegExp(
        `PT Maju Jaya Abadi sudah berlangganan Tagih Flex sampai ${renewalEnd} \\(INV\\/.*\\)\\. Tetap buat order baru\\?`,
      ),
    );
    await shot('subscriptions-overlap-confirm');
    await ask.getByRole('button', { name: 'Cancel' }).click();
    await expect(page().getByRole('heading', { name: 'Form Order' })).toBeVisible();
    expect((await screens.server.sql<{ n: number }>(`select count(*)::int as n from orders`))[0]!.n).toBe(
      before[0]!.n,
    );
    await page().getByRole('button', { name: 'Save' }).click();
    await page()
      .getByRole('dialog', { name: 'Langganan masih berjalan' })
      .getByRole('button', { name: 'Ya, buat order baru' })
      .click();
    await expect(page().getByText('Data berhasil ditambahkan!')).toBeVisible();
    expect((await screens.server.sql<{ n: number }>(`select count(*)::int as n from orders`))[0]!.n).toBe(
      before[0]!.n + 1,
    );
  });
});

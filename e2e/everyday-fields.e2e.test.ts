// The everyday field faults of issue 20: a money input that cut what was pasted without a word, a count
// clamped on blur without a word, an English date picker that did not mark today, and vouchers shown without
// their validity and offered to an order after they expired.
import { addDays, todayInJakarta } from '../packages/domain/src/dates.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, startServer, type TestBrowser, type TestServer } from './harness.ts';

describe('everyday fields', () => {
  let server: TestServer;
  let ui: TestBrowser;
  const today = todayInJakarta();
  beforeAll(async () => {
    server = await startServer();
    await server.sql(
      `insert into vouchers (name_voucher, code_voucher, type_voucher, nominal, is_all_module, start_date, end_date)
       values ('Promo Lama', 'LAMA2345', 0, '10000', 1, $1, $2), ('Promo Baru', 'BARU2345', 0, '10000', 1, $1, '2099-12-31')`,
      [addDays(today, -30), addDays(today, -1)],
    );
    ui = await launchBrowser(server);
    await ui.login();
  });
  afterAll(async () => {
    await ui?.close();
    await server?.stop();
  });

  const page = () => ui.page;

  it('a pasted price longer than the field allows is cut, and the field says so', async () => {
    await page().goto('/admin/extra-package/create');
    await page().getByLabel('Price').fill('98765432101234');
    await expect(page().getByLabel('Price')).toHaveValue('987.654.321.012');
    await expect(
      page().getByText('Maksimal 12 digit: 14 digit yang dimasukkan dipotong menjadi 987.654.321.012.'),
    ).toBeVisible();
    await ui.screenshot('money-input-cut');
    await page().getByLabel('Price').fill('3500000');
    await expect(page().getByText(/dipotong menjadi/)).toHaveCount(0);
  });

  it('Jumlah User past its maximum keeps what was typed and says the maximum', async () => {
    await page().goto('/admin/user-package/create');
    const count = page().getByLabel('Jumlah User');
    await count.fill('99999999999');
    await count.press('Tab');
    await expect(count).toHaveValue('99999999999');
    await expect(page().getByText('Maksimal 1.000.000.')).toBeVisible();
  });

  it('the date picker speaks Indonesian, starts weeks on Monday and marks today', async () => {
    await page().goto('/admin/release-notes/create');
    await page().getByLabel('Date Schedule').click();
    const weekdays = page().locator('.mantine-DateInput-weekday');
    await expect(weekdays.first()).toHaveText('Sn');
    await expect(weekdays.last()).toHaveText('Mg');
    const marked = page().locator('.mantine-DateInput-day[data-today]');
    await expect(marked).toHaveCount(1);
    await expect(marked).toHaveText(String(Number(today.slice(8))));
    await ui.screenshot('date-picker-id');
    await page().keyboard.press('Escape');
  });

  it('the voucher list shows each validity and marks the expired one', async () => {
    await page().goto('/admin/master-voucher');
    const old = page().getByRole('row', { name: /Promo Lama/ });
    await expect(old.getByText(`${addDays(today, -30)} s/d ${addDays(today, -1)}`)).toBeVisible();
    await expect(old.getByText('Kedaluwarsa')).toBeVisible();
    const current = page().getByRole('row', { name: /Promo Baru/ });
    await expect(current.getByText(/s\/d 2099-12-31/)).toBeVisible();
    await expect(current.getByText('Kedaluwarsa')).toHaveCount(0);
    await ui.screenshot('voucher-list-validity');
  });

  it('the order form offers only vouchers still valid today', async () => {
    await page().goto('/admin/orders/create');
    const select = page().getByRole('combobox', { name: 'Select Voucher Diskon' });
    await select.click();
    await select.pressSequentially('Promo', { delay: 30 });
    await expect(page().getByRole('option', { name: 'BARU2345 - Promo Baru' })).toBeVisible();
    await expect(page().getByRole('option', { name: 'LAMA2345 - Promo Lama' })).toHaveCount(0);
  });
});

// The automatic renewal's fields in the console (issue 32): the Setting page's 'Setting Langganan' card saves its
// three values; a new company's form is pre-filled from them ('Perpanjang otomatis' on, 'Hari sebelum berakhir'
// from the setting) and the number is disabled while the switch is off; an existing company's pair is saved.
import { describe, expect, it } from 'vitest';
import { orderScreens } from './orders-fixtures.ts';

describe("'Setting Langganan' and the company's automatic renewal", () => {
  const { screens, page } = orderScreens();

  it("saves 'Setting Langganan' on the Setting page", async () => {
    await page().goto('/admin/setting-background');
    const card = page().locator('.mantine-Card-root', { hasText: 'Setting Langganan' });
    const ending = card.getByRole('textbox', { name: 'Segera berakhir dalam (hari)' });
    await expect(ending).toHaveValue('30');
    const daysBefore = card.getByRole('textbox', { name: 'Hari sebelum berakhir' });
    await expect(daysBefore).toHaveValue('14');
    await card
      .getByRole('switch', { name: 'Perpanjang otomatis (bawaan perusahaan baru)' })
      .check({ force: true });
    await daysBefore.fill('7');
    await ending.fill('45');
    await card.getByRole('button', { name: 'Simpan Setting Langganan' }).click();
    await expect(page().getByText('Setting langganan disimpan.')).toBeVisible();
    await card.scrollIntoViewIfNeeded();
    await screens.ui.screenshot('subscription-settings-card');
    const [stored] = await screens.server.sql<Record<string, unknown>>(
      'select ending_within_days, auto_renew, renew_days_before from subscription_settings',
    );
    expect(stored).toEqual({ ending_within_days: 45, auto_renew: true, renew_days_before: 7 });
  });

  it('pre-fills a new company from the setting, and disables the days while the switch is off', async () => {
    await page().goto('/admin/companies/create');
    const autoRenew = page().getByRole('switch', { name: 'Perpanjang otomatis' });
    const daysBefore = page().getByRole('textbox', { name: 'Hari sebelum berakhir' });
    await expect(daysBefore).toHaveValue('7');
    expect(await autoRenew.isChecked()).toBe(true);
    expect(await daysBefore.isEnabled()).toBe(true);
    await page().getByLabel('Nama Perusahaan').fill('PT Langganan Otomatis');
    await daysBefore.fill('10');
    await daysBefore.scrollIntoViewIfNeeded();
    await screens.ui.screenshot('company-form-auto-renew-on');
    await autoRenew.uncheck({ force: true });
    await expect(daysBefore).toHaveAttribute('disabled', '');
    expect(await autoRenew.isChecked()).toBe(false);
    await screens.ui.screenshot('company-form-auto-renew-off');
    await autoRenew.check({ force: true });
    await page().getByRole('button', { name: 'Save' }).click();
    await expect(page().getByText('Data berhasil')).toBeVisible();
    const [stored] = await screens.server.sql<Record<string, unknown>>(
      `select auto_renew, renew_days_before from companies where name_company = 'PT Langganan Otomatis'`,
    );
    expect(stored).toEqual({ auto_renew: true, renew_days_before: 10 });
  });

  it("saves an existing company's automatic renewal and shows it again", async () => {
    const [company] = await screens.server.sql<{ id_company: number }>(
      `select id_company from companies where code_company = 'MJA0001'`,
    );
    const url = `/admin/companies/edit/${company!.id_company}`;
    await page().goto(url);
    await expect(page().getByLabel('Nama Perusahaan')).toHaveValue('PT Maju Jaya Abadi');
    const daysBefore = page().getByRole('textbox', { name: 'Hari sebelum berakhir' });
    const autoRenew = page().getByRole('switch', { name: 'Perpanjang otomatis' });
    await expect(daysBefore).toHaveAttribute('disabled', '');
    expect(await autoRenew.isChecked()).toBe(false);
    await autoRenew.check({ force: true });
    await daysBefore.fill('21');
    await page().getByRole('button', { name: 'Save' }).click();
    await expect(page().getByText('Data berhasil di update!')).toBeVisible();
    await page().goto(url);
    await expect(page().getByRole('textbox', { name: 'Hari sebelum berakhir' })).toHaveValue('21');
    expect(await autoRenew.isChecked()).toBe(true);
  });
});

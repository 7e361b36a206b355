// Upgrades end to end (issue 27): the form starts from the order it upgrades (user package and quantity,
// storage and quantity, add-on and extra charge come over), the upgraded order shows 'Di-upgrade ke INV/...'
// in the list and the view dialog and is no longer offered by 'Select Order', and an upgrade that leaves the
// customer a credit is saved only once the clerk confirms the credit it names.
import { describe, expect, it } from 'vitest';
import { formatRupiah } from '../packages/domain/src/money.ts';
import { orderScreens } from './orders-fixtures.ts';

const pattern = (invoice: string) => new RegExp(invoice.replaceAll('/', '\\/'));

// Runs against PostgreSQL (TEST_DATABASE_URL), as orders.e2e.test.ts does: the test reads rows.
describe.skipIf(!process.env.TEST_DATABASE_URL)('order upgrades', () => {
  let firstInvoice = '';
  let upgradeInvoice = '';
  const { screens, post, page, choose, row, stored } = orderScreens({
    database: 'postgres',
    prepare: async ({ ids }) => {
      // 3 months of Tagih Pro with Modul Gudang, 2 x Paket 10 User, 2 x Storage 50 GB, Migrasi Data less 500.000.
      const response = await post('/orders/store', {
        id_company: ids.company,
        id_product_item: ids.product,
        id_user_package: ids.users,
        qty_user_package: 2,
        id_storage_package: ids.storage,
        qty_storage_package: 2,
        extra_package: [{ id_extra_package: ids.extra, disc_extra_package: '500000' }],
        array_addon: [ids.addOn],
        total_month: 3,
      });
      firstInvoice = ((await response.json()) as { data: { invoice_number: string } }).data.invoice_number;
    },
  });
  const count = async () => (await screens.server.sql(`select id from orders`)).length;

  /** Opens a new order for PT Maju Jaya Abadi and picks `invoice` in 'Select Order'. */
  async function upgradeFrom(invoice: string, notOffered?: string) {
    await page().goto('/admin/orders/create');
    await expect(page().getByRole('heading', { name: 'Form Order' })).toBeVisible();
    await choose(/^Select Company/, 'maju', 'PT Maju Jaya Abadi');
    const select = page().getByRole('combobox', { name: /^Select Order/ });
    await expect.poll(() => select.getAttribute('readonly')).toBeNull();
    await select.click();
    await select.pressSequentially('INV', { delay: 20 });
    await expect(page().getByRole('option', { name: pattern(invoice) })).toBeVisible();
    if (notOffered) await expect(page().getByRole('option', { name: pattern(notOffered) })).toHaveCount(0);
    await page()
      .getByRole('option', { name: pattern(invoice) })
      .click();
  }

  it('starts the upgrade form from the previous order, and marks that order as upgraded', async () => {
    await upgradeFrom(firstInvoice);
    await expect(page().getByRole('textbox', { name: /^Jumlah Bulan/ })).toHaveValue('3');
    await expect(page().getByRole('combobox', { name: /^Select User Package/ })).toHaveValue('Paket 10 User');
    await expect(page().getByRole('textbox', { name: 'Quantity' }).first()).toHaveValue('2');
    await expect(page().getByRole('combobox', { name: /^Select Storage Package/ })).toHaveValue(
      'Storage 50 GB',
    );
    await expect(page().getByRole('textbox', { name: 'Quantity' }).nth(1)).toHaveValue('2');
    await expect(page().getByRole('combobox', { name: /^Select Extra Charge 1/ })).toHaveValue(
      'Migrasi Data',
    );
    await expect(page().getByTestId('extra-price-0')).toHaveText('Rp. 3.500.000');
    await expect(page().locator('.mantine-Pill-label', { hasText: 'Modul Gudang' })).toBeVisible();
    // Nothing changed yet on the previous order's first day: the new package costs what the old one did.
    await expect(page().getByTestId('sisa-bayar')).toHaveText('Rp. 0');
    await screens.ui.screenshot('orders-upgrade-carried-over');

    await page().getByRole('textbox', { name: 'Quantity' }).first().fill('5');
    await page().getByRole('button', { name: 'Save' }).click();
    await expect(page().getByText('Data berhasil ditambahkan!')).toBeVisible();
    const [upgrade] = await screens.server.sql<Record<string, string | number>>(
      `select o.*, (select json_agg(json_build_object('id', e.id_extra_package, 'disc', e.disc_extra_package::text))
         from order_extra_packages e where e.order_id = o.id) as extras,
        (select count(*)::int from order_add_ons a where a.order_id = o.id) as add_ons
       from orders o where o.id_order = (select id from orders where invoice_number = $1)`,
      [firstInvoice],
    );
    expect(upgrade).toMatchObject({
      qty_user_package: 5,
      id_storage_package: screens.ids.storage,
      qty_storage_package: 2,
      extras: [{ id: screens.ids.extra, disc: '500000' }],
      add_ons: 1,
    });
    upgradeInvoice = String(upgrade!.invoice_number);

    await expect(row(firstInvoice).getByTestId('upgraded-to')).toHaveText(`Di-upgrade ke ${upgradeInvoice}`);
    await expect(page().getByTestId('upgraded-to')).toHaveCount(1); // the upgrade itself is not superseded
    await screens.ui.screenshot('orders-list-upgraded');
    await row(firstInvoice).getByRole('button', { name: 'View' }).click();
    const view = page().getByRole('dialog', { name: 'Data Order' });
    await expect(view.getByTestId('upgraded-to')).toHaveText(`Di-upgrade ke ${upgradeInvoice}`);
    await screens.ui.screenshot('orders-view-upgraded');
    await page().keyboard.press('Escape');
  });

  it('saves an upgrade that leaves a credit only once the clerk confirms the credit it names', async () => {
    // The upgrade is offered, the order it superseded is not; back down to 1 user package: a credit.
    await upgradeFrom(upgradeInvoice, firstInvoice);
    const users = page().getByRole('textbox', { name: 'Quantity' }).first();
    await expect(users).toHaveValue('5');
    await users.fill('1');
    const sisa = page().getByTestId('sisa-bayar');
    await expect(sisa).toHaveText(/^Rp\. -\d/);
    const shown = (await sisa.textContent())!; // 'Rp. -1.234.567'
    const credit = shown.replace('Rp. -', 'Rp. ');
    const before = await count();

    await page().getByRole('button', { name: 'Save' }).click();
    const dialog = page().getByRole('dialog', { name: 'Sisa Bayar negatif' });
    await expect(dialog.getByText(new RegExp(`kredit ${credit.replaceAll('.', '\\.')}:`))).toBeVisible();
    await screens.ui.screenshot('orders-upgrade-credit-confirm');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page().getByRole('heading', { name: 'Form Order' })).toBeVisible();
    await expect(users).toHaveValue('1');
    expect(await count()).toBe(before);

    await page().getByRole('button', { name: 'Save' }).click();
    await page().getByRole('button', { name: 'Ya, simpan dengan kredit' }).click();
    await expect(page().getByText('Data berhasil ditambahkan!')).toBeVisible();
    expect(await count()).toBe(before + 1);
    const [saved] = await screens.server.sql<{ invoice_number: string }>(
      `select invoice_number from orders where id_order = (select id from orders where invoice_number = $1)`,
      [upgradeInvoice],
    );
    expect(formatRupiah(BigInt((await stored(saved!.invoice_number)).sisa_bayar!))).toBe(shown);
  });
});

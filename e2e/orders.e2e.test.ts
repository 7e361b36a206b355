// Orders end to end (spec 2.8-2.10, section 4): a new order with a voucher and an extra charge whose shown
// total is checked against a hand-worked figure and against what the server stored; its payment proof is
// uploaded, viewed and (by a finance clerk: the uploader may not approve it) published; an upgrade of it (its dates moved back in the database so proration
// applies) shows the prorated lines, Total Prorate and Sisa Bayar as worked out by hand, and its invoice PDF
// prints the same figures. Each test goes on from the one before. Cancel and search are in
// orders-cancel-search.e2e.test.ts.
import { describe, expect, it } from 'vitest';
import { addDays, addMonths, daysBetween, todayInJakarta } from '../packages/domain/src/dates.ts';
import { formatRupiah } from '../packages/domain/src/money.ts';
import { solidPng } from '../apps/api/test/fixtures/images.ts';
import { readInvoice } from '../apps/api/test/invoice-reading.ts';
import { UPLOADER_REFUSAL } from '../packages/domain/src/approval-rules.ts';
import { orderScreens } from './orders-fixtures.ts';
import { makeAdministrator } from './proof-maker.ts';

// A real 2x2 red PNG (uploads are decoded whole: a PNG that does not decode is refused).
const PROOF_PNG = solidPng(2, 2, [220, 30, 30]);
const ceilDiv = (a: bigint, b: bigint) => (a + b - 1n) / b; // a >= 0, b > 0

// Proration needs the previous order's dates moved back in the database, which the embedded database
// (held by the server process) does not allow: this test runs against PostgreSQL (TEST_DATABASE_URL).
describe.skipIf(!process.env.TEST_DATABASE_URL)('orders', () => {
  const { screens, api, page, choose, row, stored } = orderScreens({ database: 'postgres' });
  let firstInvoice = '';

  it('creates a new order with a voucher and an extra charge; the shown total is the hand-worked one and the stored one', async () => {
    await page().goto('/admin/orders');
    await expect(page().getByRole('heading', { name: 'Data Order' })).toBeVisible();
    await page().getByRole('link', { name: 'Add', exact: true }).click();
    await expect(page().getByRole('heading', { name: 'Form Order' })).toBeVisible();
    const invoiceField = page().getByRole('textbox', { name: 'Invoice Number' });
    await expect.poll(() => invoiceField.inputValue()).toMatch(/^INV\/\d{4}\/\d{2}\/0001$/);
    firstInvoice = await invoiceField.inputValue();

    await choose(/^Select Company/, 'maju', 'PT Maju Jaya Abadi');
    // The company has no order yet: 'Select Order' is read-only.
    expect(
      await page()
        .getByRole('combobox', { name: /^Select Order/ })
        .getAttribute('readonly'),
    ).not.toBeNull();
    await page()
      .getByRole('textbox', { name: /^Jumlah Bulan/ })
      .fill('3');
    const pill = (name: string) => page().locator('.mantine-Pill-label', { hasText: name });
    await choose(/^Select Product/, 'flex', 'Tagih Flex');
    await expect(pill('Modul Armada')).toBeVisible();
    // Choosing another product puts its add-ons in place of the previous product's.
    await page()
      .getByRole('combobox', { name: /^Select Product/ })
      .clear();
    await choose(/^Select Product/, 'pro', 'Tagih Pro');
    await expect(pill('Modul Gudang')).toBeVisible();
    await expect(pill('Modul Armada')).toHaveCount(0);
    // The add-on search offers only the chosen product's own add-ons.
    const addOnBox = page().getByRole('combobox', { name: /^Select AddOn/ });
    await addOnBox.fill('modul');
    await expect(page().getByRole('option', { name: 'Modul Gudang' })).toBeVisible();
    await expect(page().getByRole('option', { name: 'Modul Armada' })).toHaveCount(0);
    await addOnBox.press('Escape');
    await screens.ui.screenshot('orders-product-switch-add-ons');
    await choose(/^Select User Package/, 'paket', 'Paket 10 User');
    await page().getByRole('textbox', { name: 'Quantity' }).first().fill('2');
    await choose(/^Select Storage Package/, '50', 'Storage 50 GB');
    await choose(/^Select Extra Charge 1/, 'migrasi', 'Migrasi Data');
    await expect(page().getByTestId('extra-price-0')).toHaveText('Rp. 3.500.000');
    await choose(/^Select Voucher Diskon/, 'order', /ORDER105/);

    // product 1.000.000 x 3 = 3.000.000; users 100.000 x 2 x 3 = 600.000; storage 50.000 x 1 x 3 = 150.000;
    // extra 3.500.000; before the voucher 7.250.000.
    // voucher 10%|5%: d1 = 725.000, d2 = round((7.250.000 - 725.000) x 5%) = 326.250; discount 1.051.250.
    // Total Harga = 7.250.000 - 1.051.250 = 6.198.750.
    await expect(page().getByTestId('voucher-message')).toHaveText(
      'Voucher bisa digunakan untuk Orderan ini. kamu mendapat potongan harga Rp. 1.051.250',
    );
    await expect(page().getByTestId('total-harga')).toHaveText('Rp. 6.198.750');
    const mirrored = JSON.parse(
      (await page().evaluate(() => window.localStorage.getItem('Remarks'))) ?? '[]',
    ) as { name_extra_package: string }[];
    expect(mirrored.map((r) => r.name_extra_package)).toEqual(['Migrasi Data']);

    const storeRequest = page().waitForRequest((request) => request.url().endsWith('/api/orders/store'));
    await page().getByRole('button', { name: 'Save' }).click();
    // The save carries an Idempotency-Key (issue 34): a save retried after a lost answer gets the first order back.
    expect((await storeRequest).headers()['idempotency-key']).toMatch(/^[0-9a-f]{32}$/);
    await expect(page().getByText('Data berhasil ditambahkan!')).toBeVisible();
    await expect(row(firstInvoice)).toBeVisible();
    const order = await stored(firstInvoice);
    expect(String(order.total_price)).toBe('6198750');
    expect(String(order.voucher_discount)).toBe('1051250');
    expect(order.total_user).toBe(20);
  });

  it('uploads the payment proof, shows it in the view dialog and publishes the order', async () => {
    await row(firstInvoice).getByRole('button', { name: 'Upload payment proof' }).click();
    const dialog = page().getByRole('dialog', { name: 'Upload Bukti Bayar' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
    await expect(page().getByText('Cannot upload empty file!')).toBeVisible();
    expect(await dialog.locator('input[type=file]').getAttribute('accept')).toBe(
      'image/jpeg,image/png,image/webp',
    );
    await dialog
      .locator('input[type=file]')
      .setInputFiles({ name: 'bukti-transfer.png', mimeType: 'image/png', buffer: PROOF_PNG });
    await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
    await expect(page().getByText('Item Uploaded')).toBeVisible();
    // With a proof, the row no longer offers Upload, Edit, Cancel or Delete (its number is in the books).
    await expect(row(firstInvoice).getByRole('button', { name: 'Upload payment proof' })).not.toBeVisible();
    await expect(row(firstInvoice).getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
    await expect(row(firstInvoice).getByRole('button', { name: 'Edit' })).toHaveCount(0);
    await expect(row(firstInvoice).getByRole('button', { name: 'Delete' })).toHaveCount(0);

    await row(firstInvoice).getByRole('button', { name: 'View' }).click();
    const view = page().getByRole('dialog', { name: 'Data Order' });
    await expect(view.getByText('PT Maju Jaya Abadi')).toBeVisible();
    await expect(view.getByText('Migrasi Data')).toBeVisible();
    await expect(view.getByText(todayInJakarta(), { exact: true }).first()).toBeVisible(); // a date, no time
    const image = view.getByAltText('Bukti bayar');
    await expect(image).toBeVisible();
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBe(2);

    // Publish asks what arrived (the proof's review is approved with it). Maker-checker (issue 33): the admin
    // uploaded this proof, so the admin's publish is refused with the rule's words and changes nothing.
    await view.getByRole('button', { name: 'publish', exact: true }).click();
    const publish = page().getByRole('dialog', { name: /^Publish / });
    await publish.getByLabel('Jumlah diterima').fill('6198750');
    await publish.getByRole('button', { name: 'Catat pembayaran' }).click();
    await expect(page().getByText(UPLOADER_REFUSAL).first()).toBeVisible();
    expect((await stored(firstInvoice)).status).toBe(0);
    for (let open = 0; open < 3 && (await page().getByRole('dialog').count()) > 0; open += 1)
      await page().keyboard.press('Escape');

    // A finance clerk records it: the whole 6.198.750 pays the order.
    const clerk = await makeAdministrator(screens.server.url, api, {
      name: 'Kasir Finance',
      email: 'kasir@tagih.local',
      role: 'finance',
    });
    const paid = await clerk.api(`/orders/change-status/${(await stored(firstInvoice)).id}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ status: 1, amount: '6198750', received_on: todayInJakarta() }),
    });
    expect(paid.status).toBe(200);
    expect((await stored(firstInvoice)).status).toBe(1);
    await page().reload();
    await row(firstInvoice).getByRole('button', { name: 'View' }).click();
    await expect(
      page().getByRole('dialog', { name: 'Data Order' }).getByRole('button', { name: 'unpublish' }),
    ).toBeVisible();
    await page().keyboard.press('Escape');
  });

  it('creates an upgrade of it: months and product read-only, Total Prorate and Sisa Bayar as worked by hand', async () => {
    // The first order now started 30 days ago: 3 months from there.
    const today = todayInJakarta();
    const start = addDays(today, -30);
    const end = addDays(addMonths(start, 3), -1);
    await screens.server.sql(
      `update orders set start_period = $1, end_period = $2 where invoice_number = $3`,
      [start, end, firstInvoice],
    );

    await page().goto('/admin/orders/create');
    await expect(page().getByRole('heading', { name: 'Form Order' })).toBeVisible();
    await choose(/^Select Company/, 'maju', 'PT Maju Jaya Abadi');
    // 'Select Order' opens once the company is known to have orders.
    await expect
      .poll(() =>
        page()
          .getByRole('combobox', { name: /^Select Order/ })
          .getAttribute('readonly'),
      )
      .toBeNull();
    await choose(/^Select Order/, 'INV', new RegExp(firstInvoice.replaceAll('/', '\\/')));
    await expect(page().getByRole('textbox', { name: /^Jumlah Bulan/ })).toHaveValue('3');
    expect(
      await page()
        .getByRole('textbox', { name: /^Jumlah Bulan/ })
        .getAttribute('readonly'),
    ).not.toBeNull();
    await expect(page().getByRole('combobox', { name: /^Select Product/ })).toHaveValue('Tagih Pro');
    expect(
      await page()
        .getByRole('combobox', { name: /^Select Product/ })
        .getAttribute('readonly'),
    ).not.toBeNull();
    // Users, storage and the extra charge come over; this upgrade adds users and drops the migration.
    await expect(page().getByTestId('extra-price-0')).toHaveText('Rp. 3.500.000');
    await page().getByRole('button', { name: 'Hapus extra charge 1' }).click();
    await page().getByRole('textbox', { name: 'Quantity' }).first().fill('20');
    await choose(/^Select Voucher Diskon/, 'order', /ORDER105/);

    // Total Harga Sebelumnya is what the first order billed: 7.250.000 less its voucher 1.051.250 = 6.198.750.
    // New lines (full 3 months): product 3.000.000; users 100.000 x 20 x 3 = 6.000.000; storage 150.000;
    // 9.150.000 less ORDER105 (915.000 + round(8.235.000 x 5%) = 411.750, so 1.326.750) = 7.823.250.
    // used = 30 days; total days = (start + 3 months) - start; remaining = total - 30. Each line and the voucher
    // prorate as ceil(x x remaining / total); the new package is ceil(7.823.250 x remaining / total), and a
    // Pembulatan line makes up any difference.
    const totalDays = BigInt(daysBetween(start, addMonths(start, 3)));
    const remaining = BigInt(daysBetween(today, addDays(end, 1)));
    expect(remaining).toBe(totalDays - 30n);
    const share = (x: bigint) => ceilDiv(x * remaining, totalDays);
    const lines = {
      product: share(3_000_000n),
      user_package: share(6_000_000n),
      storage: share(150_000n),
      voucher: -share(1_326_750n),
    };
    const newPackage = share(7_823_250n);
    const rounding = newPackage - Object.values(lines).reduce((a, b) => a + b, 0n);
    const oldProrate = ceilDiv(6_198_750n * 30n, totalDays); // ceil(6.198.750 x 30 / total days)
    const totalProrate = newPackage + oldProrate;
    const sisaBayar = totalProrate - 6_198_750n;
    await expect(page().getByTestId('total-harga')).toHaveText('Rp. 7.823.250');
    for (const [key, amount] of Object.entries(lines)) {
      await expect(page().getByTestId(`prorated-${key}`)).toHaveText(formatRupiah(amount));
    }
    await expect(page().getByTestId('prorated-product-hint')).toHaveText(
      `Rp. 3.000.000 x ${remaining}/${totalDays} hari = ${formatRupiah(lines.product)}`,
    );
    if (rounding !== 0n)
      await expect(page().getByTestId('prorated-pembulatan')).toHaveText(formatRupiah(rounding));
    else await expect(page().getByTestId('prorated-pembulatan')).toHaveCount(0);
    await expect(page().getByTestId('prorated-new-package')).toHaveText(formatRupiah(newPackage));
    await expect(page().getByTestId('prorated-previous-use')).toHaveText(formatRupiah(oldProrate));
    await expect(page().getByTestId('total-harga-sebelumnya')).toHaveText('Rp. 6.198.750');
    await expect(page().getByTestId('total-prorate')).toHaveText(formatRupiah(totalProrate));
    await expect(page().getByTestId('sisa-bayar')).toHaveText(formatRupiah(sisaBayar));
    await screens.ui.screenshot('orders-upgrade-form');

    await page().getByRole('button', { name: 'Save' }).click();
    await expect(page().getByText('Data berhasil ditambahkan!')).toBeVisible();
    const upgrade = (
      await screens.server.sql<Record<string, string>>(`select * from orders where id_order is not null`)
    )[0]!;
    expect([
      String(upgrade.total_price),
      String(upgrade.previous_total),
      String(upgrade.total_prorate),
      String(upgrade.sisa_bayar),
    ]).toEqual(['7823250', '6198750', String(totalProrate), String(sisaBayar)]);
    await expect(row(String(upgrade.invoice_number))).toBeVisible();

    // Its view dialog says what is left to pay, not only the full-period total.
    await row(String(upgrade.invoice_number)).getByRole('button', { name: 'View' }).click();
    const view = page().getByRole('dialog', { name: 'Data Order' });
    await expect(view.getByText('Rp. 7.823.250')).toBeVisible();
    await expect(view.getByText(formatRupiah(totalProrate))).toBeVisible();
    await expect(view.getByTestId('view-sisa-bayar')).toHaveText(formatRupiah(sisaBayar));
    await page().keyboard.press('Escape');

    // Its invoice prints the same figures, line by line, and they add up.
    const [tab] = await Promise.all([
      screens.ui.context.waitForEvent('page'),
      row(String(upgrade.invoice_number)).getByRole('button', { name: 'Download invoice' }).click(),
    ]);
    await tab.waitForURL(/\/admin\/pdf(_flexmod|_reorder)?\/\d+\?exp=\d+&sig=[\w-]+$/);
    const pdf = await fetch(tab.url());
    expect(pdf.status).toBe(200);
    const read = await readInvoice(Buffer.from(await pdf.arrayBuffer()));
    await tab.close();
    const days = `${remaining}/${totalDays}`;
    expect(read.flat).toContain(`Upgrade dari order ${firstInvoice}`);
    expect(read.flat).toContain(`Produk: Tagih Pro Rp. 3.000.000 ${days} ${formatRupiah(lines.product)}`);
    expect(read.flat).toContain(
      `Paket User: Paket 10 User Rp. 6.000.000 ${days} ${formatRupiah(lines.user_package)}`,
    );
    expect(read.flat).toContain(
      `Storage: Storage 50 GB (50 GB) Rp. 150.000 ${days} ${formatRupiah(lines.storage)}`,
    );
    expect(read.flat).toContain(`Voucher ORDER105 Rp. -1.326.750 ${days} ${formatRupiah(lines.voucher)}`);
    expect(read.flat).toContain(`Jumlah paket baru Rp. 7.823.250 ${days} ${formatRupiah(newPackage)}`);
    expect(read.flat).toContain(
      `Pemakaian order ${firstInvoice} Rp. 6.198.750 30/${totalDays} ${formatRupiah(oldProrate)}`,
    );
    expect(read.total('Total Prorate')).toBe(totalProrate);
    expect(read.total('Sisa Bayar')).toBe(sisaBayar);
    expect(read.total('Jumlah yang Harus Dibayar')).toBe(sisaBayar > 0n ? sisaBayar : 0n);
    const subtotal = read.rows.findIndex((r) => r.text.startsWith('Jumlah paket baru'));
    expect(read.rows.slice(0, subtotal).reduce((a, r) => a + r.amount, 0n)).toBe(newPackage);
  });
});

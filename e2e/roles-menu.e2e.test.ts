// Staff roles in the console (issue 33): a finance, a sales and a viewer administrator each sign in and see
// exactly their menu; sales is offered no approval, publish or catalogue 'Add', and a typed address of a
// screen it may not use shows the refusal page; a viewer is offered no 'Add', no row edit or delete and a
// read-only Setting. Through all of it no request is answered 403: the console never asks what it is refused.
import type { Page, Response } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { solidPng } from '../apps/api/test/fixtures/images.ts';
import { orderScreens } from './orders-fixtures.ts';

const PASSWORD = 'admin12345'; // each role's account takes the seeded admin's password hash
const STAFF = { finance: 'fina@tagih.local', sales: 'sari@tagih.local', viewer: 'vino@tagih.local' };
const START = ['Dashboard', 'Company', 'User', 'Extra Package', 'User Package', 'User Storage', 'Order'];
const CATALOGUE = [
  'Langganan',
  'Release Note',
  'Product Item',
  'Add On',
  'Master Voucher',
  'Master Packages',
];
const MONEY = ['Piutang', 'Pembayaran', 'Bukti Potong', 'Faktur Pajak', 'Laporan', 'Audit Log'];
const MENUS = {
  finance: [...START, ...CATALOGUE, ...MONEY],
  sales: [...START, ...CATALOGUE],
  viewer: [...START, ...CATALOGUE, 'Setting', ...MONEY],
};
const REFUSAL = 'Anda tidak berhak membuka halaman ini.';

describe.skipIf(!process.env.TEST_DATABASE_URL)('the console by role', () => {
  let invoice = '';
  const { screens, api, maker, page, row } = orderScreens({
    database: 'postgres',
    prepare: async ({ server }) => {
      for (const [role, email] of Object.entries(STAFF))
        await server.sql(
          `insert into admins (name, email, password_hash, role)
           select $1, $2, password_hash, $3 from admins where email = 'admin@tagih.local'`,
          [`Staf ${role}`, email, role],
        );
      // An order whose proof waits for review: an admin would see 'Setujui', 'Tolak' and 'publish' on it.
      const stored = await api('/orders/store', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          id_company: screens.ids.company,
          id_product_item: screens.ids.product,
          id_user_package: screens.ids.users,
          total_month: 1,
        }),
      });
      const order = ((await stored.json()) as { data: { id: number; invoice_number: string } }).data;
      invoice = order.invoice_number;
      const form = new FormData();
      form.set('id', String(order.id));
      form.set(
        'file',
        new Blob([new Uint8Array(solidPng(2, 2, [10, 90, 40]))], { type: 'image/png' }),
        'b.png',
      );
      expect(
        (await (await maker()).api('/orders/payment_proof', { method: 'POST', body: form })).status,
      ).toBe(200);
    },
  });

  /** Every answer 403 the page received since the role signed in. */
  let refused: string[] = [];
  const record = (response: Response) => {
    if (response.status() === 403) refused.push(`${response.request().method()} ${response.url()}`);
  };
  afterEach(() => {
    page().off('response', record);
    expect(refused, 'requests answered 403').toEqual([]);
  });

  async function signInAs(role: keyof typeof STAFF) {
    await page().setViewportSize({ width: 1280, height: 900 });
    await page().evaluate(() => window.localStorage.clear());
    refused = [];
    page().on('response', record);
    await screens.ui.login(STAFF[role], PASSWORD);
  }
  const navbarRight = async () => {
    const box = await page().locator('.mantine-AppShell-navbar').boundingBox();
    return box ? box.x + box.width : 0;
  };
  const menu = (p: Page) => p.locator('.mantine-AppShell-navbar a').allInnerTexts();
  const header = () => page().getByTestId('signed-in-admin');
  const addButton = () => page().getByRole('link', { name: 'Add', exact: true });

  /** Opens a screen from the menu and waits for its table's rows (or its empty text). */
  async function openFromMenu(label: string) {
    await page().locator('.mantine-AppShell-navbar').getByRole('link', { name: label, exact: true }).click();
    await page().waitForLoadState('networkidle');
  }

  /** The menu at 1280 px, then opened on a phone (390 px), each saved to be looked at. */
  async function screenshotMenus(role: string) {
    await screens.ui.screenshot(`roles-menu-${role}-1280`);
    await page().setViewportSize({ width: 390, height: 844 });
    await page().getByRole('button', { name: 'Menu', exact: true }).click();
    // Shown once slid in whole (its left edge at the window's), not mid-way.
    await expect
      .poll(async () => (await page().locator('.mantine-AppShell-navbar').boundingBox())?.x)
      .toBe(0);
    await screens.ui.screenshot(`roles-menu-${role}-390`);
    await page().getByRole('button', { name: 'Menu', exact: true }).click();
    await page().setViewportSize({ width: 1280, height: 900 });
  }

  async function openOrder() {
    await openFromMenu('Order');
    await row(invoice).getByRole('button', { name: 'View' }).click();
    const view = page().getByRole('dialog', { name: 'Data Order' });
    await expect(view.getByTestId('order-payments')).toBeVisible();
    await expect(view.getByText('Menunggu verifikasi')).toBeVisible();
    return view;
  }

  it('finance: every entry but Setting, the review and publish on an order, the e-Faktur export on Faktur Pajak', async () => {
    await signInAs('finance');
    expect(await menu(page())).toEqual(MENUS.finance);
    await expect(header()).toHaveText('Staf finance · Finance');
    await screenshotMenus('finance');
    const view = await openOrder();
    await expect(view.getByRole('button', { name: 'Setujui' })).toBeVisible();
    await expect(view.getByRole('button', { name: 'publish' })).toBeVisible();
    await page().keyboard.press('Escape');
    await openFromMenu('Faktur Pajak');
    await expect(page().getByRole('button', { name: 'Unduh e-Faktur (XML Coretax)' })).toBeVisible();
    for (const label of ['Piutang', 'Pembayaran', 'Bukti Potong', 'Laporan', 'Audit Log', 'Company'])
      await openFromMenu(label);
    await page().goto('/admin/setting-background');
    await expect(page().getByText(REFUSAL)).toBeVisible();
  });

  it('sales: no review, publish or catalogue Add; company writes yes; Setting typed in shows the refusal', async () => {
    await signInAs('sales');
    expect(await menu(page())).toEqual(MENUS.sales);
    await expect(header()).toHaveText('Staf sales · Sales');
    await screenshotMenus('sales');

    const view = await openOrder();
    for (const name of ['Setujui', 'Tolak', 'publish', 'unpublish'])
      await expect(view.getByRole('button', { name, exact: true })).toHaveCount(0);
    await expect(view.getByRole('button', { name: 'Ganti bukti bayar' })).toBeVisible(); // sales uploads proofs
    await page().keyboard.press('Escape');
    await expect(row(invoice).getByRole('button', { name: 'Send invoice' })).toBeVisible();
    await expect(row(invoice).getByRole('button', { name: 'Cancel order' })).toHaveCount(0);

    await openFromMenu('Extra Package');
    await expect(page().getByRole('row')).not.toHaveCount(0);
    await expect(addButton()).toHaveCount(0);
    await expect(page().getByRole('button', { name: 'Edit' })).toHaveCount(0);
    await expect(page().getByRole('button', { name: 'Delete' })).toHaveCount(0);
    await openFromMenu('Company');
    await expect(addButton()).toBeVisible(); // sales keeps companies
    await expect(page().getByRole('button', { name: 'Laporan Rekening' })).toHaveCount(0); // a receivable
    // The forms sales works in ask nothing it is refused (the afterEach counts the 403s).
    await addButton().click();
    await page().getByLabel('Nama Perusahaan').waitFor();
    await page().waitForLoadState('networkidle');
    await page().goto('/admin/orders/create');
    await page().getByRole('button', { name: 'Save' }).waitFor();
    await page().waitForLoadState('networkidle');

    await page().goto('/admin/setting-background');
    await expect(page().getByText(REFUSAL)).toBeVisible();
    await screens.ui.screenshot('roles-refusal-sales-1280');
    await page().setViewportSize({ width: 390, height: 844 });
    await expect.poll(async () => navbarRight()).toBeLessThanOrEqual(0); // the phone's menu slid away
    await screens.ui.screenshot('roles-refusal-sales-390');
    await page().setViewportSize({ width: 1280, height: 900 });
    for (const address of ['/admin/extra-package/create', '/admin/receivables', '/admin/audit-logs']) {
      await page().goto(address);
      await expect(page().getByText(REFUSAL)).toBeVisible();
    }
  });

  it('viewer: every entry, no Add or row edit/delete anywhere, the Setting read-only', async () => {
    await signInAs('viewer');
    expect(await menu(page())).toEqual(MENUS.viewer);
    await expect(header()).toHaveText('Staf viewer · Viewer');
    await screenshotMenus('viewer');
    for (const label of MENUS.viewer.filter((entry) => entry !== 'Dashboard')) {
      await openFromMenu(label);
      await expect(addButton(), label).toHaveCount(0);
      for (const name of ['Edit', 'Delete', 'Cancel order', 'Upload payment proof', 'Send invoice'])
        await expect(page().getByRole('button', { name, exact: true }), `${label}: ${name}`).toHaveCount(0);
    }
    await expect(page().getByRole('button', { name: /Perpanjang/ })).toHaveCount(0);

    await openFromMenu('Setting');
    await expect(page().getByTestId('settings-read-only')).toBeVisible();
    // Disabled by the cards' fieldset, which Playwright counts as the button's own state.
    await page().getByRole('button', { name: 'Simpan Setting Pajak' }).waitFor();
    expect(await page().getByRole('button', { name: 'Simpan Setting Pajak' }).isDisabled()).toBe(true);
    expect(await page().getByRole('button', { name: 'Unduh e-Faktur (XML Coretax)' }).isDisabled()).toBe(
      false,
    );
    await screens.ui.screenshot('roles-settings-viewer-1280');

    const view = await openOrder();
    for (const name of ['Setujui', 'Tolak', 'publish', 'Ganti bukti bayar'])
      await expect(view.getByRole('button', { name, exact: true })).toHaveCount(0);
    await page().keyboard.press('Escape');
  });

  it('sends a session stored before roles (an admin without one) back to the login', async () => {
    await signInAs('viewer');
    await page().evaluate(() => {
      const admin = JSON.parse(window.localStorage.getItem('admin') ?? '{}') as Record<string, unknown>;
      delete admin.role;
      window.localStorage.setItem('admin', JSON.stringify(admin));
    });
    await page().goto('/admin/orders');
    await page().waitForURL('**/admin/login');
    await expect(page().getByRole('button', { name: 'Login' })).toBeVisible();
  });
});

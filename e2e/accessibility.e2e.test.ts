// Usable by everyone (issue 20): axe-core, injected into the running console, finds no critical and no serious
// WCAG 2.1 A/AA violation on any screen (login, dashboard, every list, every form, the dialogs); each page
// has exactly one h1 and 'Langsung ke konten' as its first focusable; and a clerk without a mouse can create
// a record and open an order's view dialog.
import axe from 'axe-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, startServer, type TestBrowser, type TestServer } from './harness.ts';
import { tabTo as tabToName } from './keyboard.ts';
import { seedOrderCatalogue } from './orders-fixtures.ts';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const SECTIONS = [
  'companies',
  'users',
  'extra-package',
  'user-package',
  'user-storage',
  'orders',
  'release-notes',
  'product-item',
  'add-on',
  'master-voucher',
  'master-packages',
];

type Finding = { id: string; impact: string; nodes: string[] };

describe('accessibility', { timeout: 90_000 }, () => {
  let server: TestServer;
  let ui: TestBrowser;
  let invoice = '';
  beforeAll(async () => {
    server = await startServer();
    const { ids, token } = await seedOrderCatalogue(server);
    const stored = await fetch(`${server.url}/api/orders/store`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        id_company: ids.company,
        id_product_item: ids.product,
        id_user_package: ids.users,
        total_month: 1,
      }),
    });
    invoice = ((await stored.json()) as { data: { invoice_number: string } }).data.invoice_number;
    ui = await launchBrowser(server);
  });
  afterAll(async () => {
    await ui?.close();
    await server?.stop();
  });

  const page = () => ui.page;

  /** Critical and serious WCAG 2.1 A/AA violations on the page as it is now. */
  async function audit(): Promise<Finding[]> {
    await page().waitForLoadState('networkidle');
    // Dialogs and menus open and close with a transition: colours read mid-fade are not the ones a user sees.
    await page().waitForFunction(
      () =>
        document.getAnimations().every((running) => running.effect?.getTiming().iterations === Infinity) &&
        Array.from(document.querySelectorAll('[role="dialog"]')).every(
          (dialog) => getComputedStyle(dialog).opacity === '1',
        ),
    );
    // Evaluated through the DevTools protocol: the console's CSP (script-src 'self') refuses an inline tag.
    if (!(await page().evaluate(() => 'axe' in window))) await page().evaluate(axe.source);
    return page().evaluate(async (tags) => {
      const result = await (window as unknown as { axe: typeof axe }).axe.run(document, {
        runOnly: { type: 'tag', values: tags },
      });
      return result.violations
        .filter((violation) => violation.impact === 'critical' || violation.impact === 'serious')
        .map((violation) => ({
          id: violation.id,
          impact: violation.impact ?? '',
          nodes: violation.nodes.slice(0, 3).map((node) => node.target.join(' ')),
        }));
    }, WCAG_TAGS);
  }

  /** The page as it is now has no critical or serious violation and exactly one h1. */
  async function check() {
    expect(await audit()).toEqual([]);
    expect(await page().locator('h1').count()).toBe(1);
  }

  /** Each console test can run alone (vitest -t): it signs in when no session is stored. */
  async function signedIn() {
    const token = await page()
      .evaluate(() => localStorage.getItem('token'))
      .catch(() => null);
    if (!token) await ui.login();
  }

  const tabTo = (name: RegExp, limit = 60) => tabToName(page(), name, { limit });

  it('the login page: no violation, one h1, the skip link first', async () => {
    await page().goto('/admin/login');
    await page().getByRole('button', { name: 'Login' }).waitFor();
    await check();
    const firstFocusable = await page().evaluate(
      () =>
        document.querySelector<HTMLElement>('a[href], button, input, select, textarea, [tabindex="0"]')
          ?.innerText,
    );
    expect(firstFocusable).toBe('Langsung ke konten');
  });

  it('the dashboard', async () => {
    await signedIn();
    await page().goto('/admin/dashboard');
    await check();
  });

  for (const section of SECTIONS) {
    it(`the ${section} list and its form`, async () => {
      await signedIn();
      await page().goto(`/admin/${section}`);
      await page().getByRole('heading', { level: 1 }).waitFor();
      await page().locator('tbody tr').first().waitFor();
      await check();
      // Every list exports what it shows (issue 20): each list screen offers its Export.
      await expect(page().getByRole('button', { name: 'Export' })).toBeVisible();
      await page().goto(`/admin/${section}/create`);
      await page()
        .getByRole('button', { name: /^(Save|Next)$/ })
        .first()
        .waitFor();
      await check();
    });
  }

  it('the Audit Log with its filters and Export, and its change dialog', async () => {
    await signedIn();
    await page().goto('/admin/audit-logs');
    await page().locator('tbody tr').first().waitFor();
    await page().getByRole('button', { name: 'Export' }).waitFor();
    await check();
    await page().getByRole('button', { name: 'Detail' }).first().click();
    await page().getByRole('dialog', { name: 'Detail perubahan' }).waitFor();
    await check();
    await page().keyboard.press('Escape');
  });

  it("issue 30's 'Piutang' and 'Pembayaran' and issue 31's 'Bukti Potong' with their filters open", async () => {
    await signedIn();
    for (const path of ['/admin/receivables', '/admin/payments', '/admin/withholdings']) {
      await page().goto(path);
      await page().locator('tbody tr').first().waitFor();
      await page().getByRole('button', { name: 'Export' }).waitFor();
      await page()
        .getByRole('button', { name: /^Filter/ })
        .click();
      await check();
    }
  });

  it("issue 32's 'Laporan' with its chart drawn", async () => {
    await signedIn();
    await page().goto('/admin/reports');
    await page().getByTestId('mrr-chart').locator('svg.recharts-surface').first().waitFor();
    await check();
  });

  it('the order edit form and the settings', async () => {
    await signedIn();
    await page().goto('/admin/orders');
    await page()
      .getByRole('row', { name: new RegExp(invoice) })
      .getByRole('button', { name: 'Edit' })
      .click();
    await page().getByRole('button', { name: 'Save' }).waitFor();
    await check();
    await page().goto('/admin/setting-background');
    await page().getByRole('heading', { level: 1 }).waitFor();
    await check();
  });

  it('the order view dialog and the change-password dialog', async () => {
    await signedIn();
    await page().goto('/admin/orders');
    await page()
      .getByRole('row', { name: new RegExp(invoice) })
      .getByRole('button', { name: 'View' })
      .click();
    await page().getByRole('dialog').getByText(invoice).first().waitFor();
    await check();
    await ui.screenshot('a11y-order-view-dialog');
    await page().keyboard.press('Escape');

    await page().getByRole('button', { name: 'Power menu' }).click();
    await page().getByRole('menuitem', { name: 'Ganti Password' }).click();
    await page().getByRole('dialog', { name: 'Ganti Password' }).waitFor();
    // The power menu's closing dropdown (a 'menu' losing its items) is no part of the dialog under audit.
    await page().locator('[role="menu"]').waitFor({ state: 'detached' });
    await check();
    await page().keyboard.press('Escape');
  });

  it('keyboard only: skip to the content, add an extra package, and find it in the list', async () => {
    await signedIn();
    await page().goto('/admin/extra-package');
    await page().getByRole('heading', { level: 1 }).waitFor();
    await page().evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page().keyboard.press('Tab');
    expect(await page().evaluate(() => (document.activeElement as HTMLElement).innerText)).toBe(
      'Langsung ke konten',
    );
    await page().keyboard.press('Enter');
    await tabTo(/^Add$/, 10); // past the breadcrumbs, not through the thirteen menu entries
    await page().keyboard.press('Enter');
    await page().waitForURL('**/admin/extra-package/create');
    // The form's code arrives as its own chunk: Tab only once it is on the page and nothing is loading.
    await page().getByRole('button', { name: 'Save' }).waitFor();
    await page().waitForLoadState('networkidle');
    await tabTo(/^Nama/);
    await page().keyboard.type('Pelatihan Pengguna');
    await tabTo(/^Price/, 3);
    await page().keyboard.type('750000');
    await expect(page().getByRole('textbox', { name: 'Nama' })).toHaveValue('Pelatihan Pengguna');
    await expect(page().getByRole('textbox', { name: 'Price' })).toHaveValue('750.000');
    await page().keyboard.press('Enter');
    await page().waitForURL('**/admin/extra-package', { timeout: 45_000 }); // a save on a busy machine
    await expect(page().getByRole('row', { name: /Pelatihan Pengguna/ })).toBeVisible();
  });

  it('keyboard only: open the order view dialog from the list and close it with Escape', async () => {
    await signedIn();
    await page().goto('/admin/orders');
    await page()
      .getByRole('row', { name: new RegExp(invoice) })
      .waitFor();
    await page().evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await tabTo(/^View$/, 80);
    await page().keyboard.press('Enter');
    const dialog = page().getByRole('dialog');
    await expect(dialog.getByText(invoice).first()).toBeVisible();
    await page().keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
  });
});

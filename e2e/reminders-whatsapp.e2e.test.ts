// Issue 21 in the browser: 'Setting Pengingat' on the Settings screen (a bad list of days is refused with the
// server's words, a good one saved), the view dialog's 'Pengingat terkirim' (a reminder recorded as the queue
// records it) and 'Kirim via WhatsApp': the click opens wa.me for the PIC (intercepted, nothing leaves the
// machine) with a message whose link downloads the invoice PDF without signing in.
import { describe, expect, it } from 'vitest';
import { orderScreens } from './orders-fixtures.ts';

describe.skipIf(!process.env.TEST_DATABASE_URL)('reminders and Kirim via WhatsApp', () => {
  const { screens, post, page, row } = orderScreens({
    database: 'postgres',
    prepare: ({ server, ids }) =>
      server.sql(
        `update companies set pic_name = 'Budi Santoso', pic_phone = '081234567890' where id_company = $1`,
        [ids.company],
      ),
  });
  const newOrder = async () => {
    const { ids } = screens;
    const response = await post('/orders/store', {
      id_company: ids.company,
      id_product_item: ids.product,
      id_user_package: ids.users,
      total_month: 1,
    });
    return ((await response.json()) as { data: { id: number; invoice_number: string } }).data;
  };
  const openView = async (invoice: string) => {
    await page().goto('/admin/orders');
    await row(invoice).getByRole('button', { name: 'View' }).click();
    const view = page().getByRole('dialog', { name: 'Data Order' });
    await expect(view.getByText('Pengingat terkirim')).toBeVisible();
    return view;
  };

  it("'Setting Pengingat': refuses days out of order with the server's message, saves 2, 9, 30", async () => {
    await page().goto('/admin/setting-background');
    const card = page().locator('.mantine-Card-root', { hasText: 'Setting Pengingat' });
    const days = card.getByLabel('Hari setelah jatuh tempo');
    await expect(days).toHaveValue('1, 7, 14');
    await days.fill('9, 2');
    await card.getByRole('button', { name: 'Simpan Setting Pengingat' }).click();
    await expect(card.getByText('Hari pengingat harus berurutan naik dan tidak boleh sama.')).toBeVisible();
    await days.fill('2, 9, 30');
    await card.getByRole('button', { name: 'Simpan Setting Pengingat' }).click();
    await expect(page().getByText('Setting pengingat disimpan.')).toBeVisible();
    const [saved] = await screens.server.sql<{ days: number[]; enabled: boolean }>(
      `select days, enabled from reminder_settings`,
    );
    expect(saved).toEqual({ days: [2, 9, 30], enabled: true });
    await card.scrollIntoViewIfNeeded();
    await screens.ui.screenshot('settings-reminders');
  });

  it("shows the reminders sent, or 'Belum ada pengingat'", async () => {
    const quiet = await newOrder();
    let view = await openView(quiet.invoice_number);
    await expect(view.getByText('Belum ada pengingat.')).toBeVisible();
    await page().keyboard.press('Escape');

    const reminded = await newOrder();
    expect((await post('/orders/send_inv', { order: reminded.id })).status).toBe(200);
    // The record the queue's send job writes (a moved clock cannot reach the server's process).
    await screens.server.sql(
      `insert into invoice_reminders (order_id, step_day, due_date, amount_due, claimed_at, sent_at, sent_to)
       values ($1, 1, '2026-03-19', 1100000, '2026-03-20T03:07:00Z', '2026-03-20T03:07:02Z', '{finance@majujaya.co.id}')`,
      [reminded.id],
    );
    view = await openView(reminded.invoice_number);
    const sent = view.getByTestId('reminders-sent');
    await expect(sent).toHaveText(/Hari ke-1 setelah jatuh tempo: 2026-03-20 10:07 WIB/);
    await expect(sent).toHaveText(/Kepada: finance@majujaya\.co\.id · Sisa tagihan Rp\. 1\.100\.000/);
    await screens.ui.screenshot('order-view-reminders');
  });

  it("'Kirim via WhatsApp' opens wa.me for the PIC; the link in the message downloads the invoice PDF", async () => {
    const order = await newOrder();
    // wa.me is answered here: nothing leaves the machine.
    await screens.ui.context.route('https://wa.me/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<title>wa.me</title>' }),
    );
    const view = await openView(order.invoice_number);
    const opened = screens.ui.context.waitForEvent('page');
    await view.getByRole('button', { name: 'Kirim via WhatsApp' }).click();
    const popup = await opened;
    await popup.waitForLoadState();
    const wa = new URL(popup.url());
    expect(`${wa.origin}${wa.pathname}`).toBe('https://wa.me/6281234567890');
    const message = wa.searchParams.get('text') ?? '';
    expect(message).toMatch(
      new RegExp(
        `^Yth\\. Budi Santoso, berikut invoice ${order.invoice_number.replaceAll('/', '\\/')} sebesar Rp\\. 1\\.100\\.000, jatuh tempo `,
      ),
    );
    const link = /(https?:\/\/\S+)$/.exec(message)?.[1] ?? '';
    expect(link).toContain(`/api/public/invoices/${order.id}.pdf?exp=`);
    const pdf = await fetch(link); // no token: the signature is the key
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    await popup.close();
    await screens.ui.screenshot('order-view-whatsapp');
  });
});

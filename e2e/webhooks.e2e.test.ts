// The 'Webhook' screen (issue 34) as an admin uses it: add an endpoint pointing at a receiver on the loopback
// (the server runs with WEBHOOK_ALLOW_PRIVATE=1), read its signing secret from the dialog that shows it once,
// 'Kirim tes' reaches the receiver, an order placed through the API is delivered (order.created) and its
// delivery opens with the payload and the attempt log; 'Kirim ulang' sends the same message again.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, launchBrowser, startServer, type TestBrowser, type TestServer } from './harness.ts';

/** The worker sends after the change commits: the receiver is waited on, not timed. */
const WAIT = { timeout: 20_000, interval: 200 };

type Received = { id: string; type: string; body: string };

function receiver(): Promise<{ server: Server; url: string; received: Received[] }> {
  const received: Received[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const parsed = JSON.parse(body) as { type: string };
      received.push({ id: String(request.headers['webhook-id']), type: parsed.type, body });
      response.writeHead(200, { 'content-type': 'text/plain' }).end('diterima');
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`, received }),
    ),
  );
}

async function placeOrder(server: TestServer) {
  const call = async <T>(method: string, url: string, token: string | null, body?: unknown): Promise<T> => {
    const response = await fetch(`${server.url}/api${url}`, {
      method,
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = (await response.json()) as T;
    expect(response.status, `${method} ${url}: ${JSON.stringify(json)}`).toBe(200);
    return json;
  };
  const { data: session } = await call<{ data: { token: string } }>('POST', '/login-admin', null, ADMIN);
  const token = session.token;
  const { data: subs } = await call<{ data: Array<{ id: number }> }>('GET', '/sub-modules/1', token);
  const product = await call<{ data: { id: number } }>('POST', '/product-items/store', token, {
    name: 'Tagih ERP Starter',
    description: '<p>ERP</p>',
    submodule: [{ id: subs[0]!.id, submodule: 1, price: '1500000', disc: '0' }],
  });
  const userPackage = await call<{ data: { id: number } }>('POST', '/user-packages/store', token, {
    name: 'Paket 10 User',
    total_user: 10,
    price: '250000',
    description: '<p>10 user</p>',
  });
  const company = await call<{ data: { id_company: number } }>('POST', '/companies/store', token, {
    name_company: 'PT Maju Jaya Abadi',
    email: 'finance@majujaya.co.id',
    pic_email: 'budi.santoso@majujaya.co.id',
    pic_name: 'Budi Santoso',
    npwp: '012345678901000',
    address_company: 'Jl. Gatot Subroto No. 12, Jakarta Selatan',
  });
  await call('POST', '/orders/store', token, {
    id_company: company.data.id_company,
    id_product_item: product.data.id,
    id_user_package: userPackage.data.id,
    qty_user_package: 1,
    total_month: 12,
  });
}

describe("'Webhook': an endpoint, its secret, a test and an order's delivery", () => {
  let server: TestServer;
  let ui: TestBrowser;
  let hook: Awaited<ReturnType<typeof receiver>>;
  beforeAll(async () => {
    hook = await receiver();
    server = await startServer({ env: { WEBHOOK_ALLOW_PRIVATE: '1' } });
    ui = await launchBrowser(server);
  });
  afterAll(async () => {
    await ui?.close();
    await server?.stop();
    hook?.server.close();
  });

  const shot = async (name: string) => {
    await ui.page.waitForFunction(() =>
      document.getAnimations().every((animation) => animation.playState !== 'running'),
    );
    await ui.screenshot(`webhooks-${name}`);
  };

  it('adds an endpoint from the menu and shows its secret once', async () => {
    const { page } = ui;
    await ui.login();
    await page.getByRole('link', { name: 'Webhook', exact: true }).click();
    await page.getByRole('button', { name: 'Tambah Webhook' }).click();
    const form = page.getByRole('dialog', { name: 'Tambah Webhook' });
    await form.getByLabel('URL').fill(hook.url);
    await form.getByLabel('Deskripsi').fill('ERP pelanggan');
    await form.getByLabel('Pilih semua').check();
    expect(await form.getByLabel('Order dibuat').isChecked()).toBe(true);
    await shot('form');
    await form.getByRole('button', { name: 'Simpan' }).click();

    const shown = page.getByRole('dialog', { name: 'Signing secret' });
    await expect(shown.getByText('tidak akan ditampilkan lagi', { exact: false })).toBeVisible();
    expect(await shown.getByTestId('webhook-secret').textContent()).toMatch(/^whsec_[A-Za-z0-9+/=]+$/);
    await shot('secret');
    await shown.getByRole('button', { name: 'Selesai' }).click();
    await expect(shown).toHaveCount(0);
    await expect(page.getByText(hook.url)).toBeVisible();
    await expect(page.getByText('10 event')).toBeVisible();
    await expect(page.getByText('whsec_')).toHaveCount(0);
    await shot('list');
  });

  it("'Kirim tes' reaches the receiver and says so", async () => {
    const { page } = ui;
    await page.getByRole('button', { name: 'Kirim tes' }).first().click();
    await expect(page.getByText('Tes terkirim.')).toBeVisible();
    await expect(page.getByText(/HTTP 200 dalam \d+ ms: diterima/)).toBeVisible();
    expect(hook.received.map((message) => message.type)).toContain('webhook.test');
  });

  it("an order's delivery opens with its payload and attempt log, and is sent again", async () => {
    const { page } = ui;
    await placeOrder(server);
    await expect.poll(() => hook.received.filter((m) => m.type === 'order.created').length, WAIT).toBe(1);
    await page.getByRole('button', { name: 'Pengiriman' }).first().click();
    await expect(page.getByRole('heading', { name: 'Pengiriman Webhook' })).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: 'order.created' });
    await expect(row.getByText('Berhasil')).toBeVisible();
    await shot('deliveries');
    await row.getByRole('button', { name: 'Lihat' }).click();
    const detail = page.getByRole('dialog', { name: 'Detail pengiriman' });
    await expect(detail.getByTestId('webhook-payload')).toBeVisible();
    expect(await detail.getByTestId('webhook-payload').textContent()).toContain('"type": "order.created"');
    await expect(detail.getByRole('table', { name: 'Log percobaan' }).getByText('diterima')).toBeVisible();
    await shot('delivery');
    await detail.getByRole('button', { name: 'Kirim ulang' }).click();
    await expect(page.getByText('Pesan dijadwalkan untuk dikirim ulang.')).toBeVisible();
    await expect.poll(() => hook.received.filter((m) => m.type === 'order.created').length, WAIT).toBe(2);
    const [first, again] = hook.received.filter((m) => m.type === 'order.created');
    expect(again!.id).toBe(first!.id);
  });
});

import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { orders } from '@tagih/db';
import { createSignedLinks } from '../src/plugins/app/signed-links.ts';
import { IMPOSTORS, JPEG_HEAD, photo, pngClaiming, solidPng, TINY_WEBP } from './fixtures/images.ts';
import { multipart, type FormPart } from './fixtures/multipart.ts';
import { createTestContext, type TestContext } from './helper.ts';
import { basePayload, createOrder, seedOrderCatalogue, type OrderCatalogue } from './orders-fixtures.ts';

describe('payment proofs', () => {
  let t: TestContext;
  let c: OrderCatalogue;
  beforeAll(async () => {
    t = await createTestContext();
    c = await seedOrderCatalogue(t.database.db);
  });
  afterAll(() => t.close());

  const folder = () => path.join(t.config.dataDir, 'files', 'payment-proofs');
  const filesOnDisk = () => (existsSync(folder()) ? readdirSync(folder()).sort() : []);
  const upload = (parts: FormPart[]) => {
    const { payload, headers } = multipart(parts);
    return t.request({ method: 'POST', url: '/api/orders/payment_proof', payload, headers });
  };
  const file = (value: Buffer, filename = 'bukti.png', contentType = 'image/png'): FormPart => ({
    name: 'file',
    value,
    filename,
    contentType,
  });
  const proofOf = async (id: number) =>
    (await t.database.db.select({ key: orders.payment_proof }).from(orders).where(eq(orders.id, id)))[0]?.key;
  const png = solidPng(4, 4, [200, 30, 30]);

  it("stores a PNG: 'Item Uploaded' with the key and a signed link that serves the image", async () => {
    const order = await createOrder(t, basePayload(c));
    const response = await upload([{ name: 'id', value: String(order.id) }, file(png)]);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      code: 200,
      message: 'Item Uploaded',
      data: { path: expect.stringMatching(/^payment-proofs\/[a-f0-9]{32}\.png$/) },
    });
    expect(body.data.uri).toMatch(new RegExp(`^/api/orders/proof/${order.id}\\?exp=\\d+&sig=`));
    expect(await proofOf(order.id)).toBe(body.data.path);
    expect(filesOnDisk()).toEqual([path.basename(body.data.path)]);

    const image = await t.app.inject({ method: 'GET', url: body.data.uri });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.equals(png)).toBe(true);

    const shown = (await t.request({ method: 'GET', url: `/api/orders/${order.id}` })).json().data;
    expect(shown.image_payment_proof).toMatch(new RegExp(`^/api/orders/proof/${order.id}\\?`));
  });

  it.each([
    ['jpeg', 'jpg'],
    ['png', 'png'],
    ['webp', 'webp'],
  ] as const)('stores an 800 x 600 %s photo as it came', async (format, extension) => {
    const order = await createOrder(t, basePayload(c));
    const bytes = await photo(format);
    const response = await upload([
      { name: 'id', value: String(order.id) },
      file(bytes, `foto.${extension}`, `image/${format}`),
    ]);
    expect(response.statusCode).toBe(200);
    const { path: key, uri } = response.json().data as { path: string; uri: string };
    expect(key).toMatch(new RegExp(`\\.${extension}$`));
    expect(await proofOf(order.id)).toBe(key);
    const served = await t.app.inject({ method: 'GET', url: uri });
    expect(served.headers['content-type']).toBe(`image/${format}`);
    expect(served.rawPayload.equals(bytes)).toBe(true);
  });

  it('replaces a proof (the id may come after the file) and removes the old file only after', async () => {
    const order = await createOrder(t, basePayload(c));
    const first = (
      await upload([
        file(await photo('jpeg'), 'a.jpg', 'image/jpeg'),
        { name: 'id', value: String(order.id) },
      ])
    ).json().data;
    expect(first.path).toMatch(/\.jpg$/);
    const second = (
      await upload([{ name: 'id', value: String(order.id) }, file(TINY_WEBP, 'b.webp', 'image/webp')])
    ).json().data;
    expect(second.path).toMatch(/\.webp$/);
    expect(await proofOf(order.id)).toBe(second.path);
    expect(filesOnDisk()).not.toContain(path.basename(first.path));
    expect(filesOnDisk()).toContain(path.basename(second.path));
  });

  describe('refusals store nothing, on disk or in the database', () => {
    let order: { id: number };
    beforeAll(async () => {
      order = await createOrder(t, basePayload(c));
    });

    it.each([
      ['an HTML page named .png', IMPOSTORS.html],
      ['an SVG', IMPOSTORS.svg],
      ['a GIF', IMPOSTORS.gif],
      ['a RIFF that is not WebP', IMPOSTORS.riffWave],
      ['a PDF', IMPOSTORS.pdf],
      ['a truncated PNG signature', IMPOSTORS.truncatedPng],
    ])('415 for %s', async (_name, bytes) => {
      const before = filesOnDisk();
      const response = await upload([{ name: 'id', value: String(order.id) }, file(bytes)]);
      expect(response.statusCode).toBe(415);
      expect(response.json()).toEqual({
        code: 415,
        message: expect.stringMatching(/^File harus berupa gambar JPEG, PNG atau WebP/),
      });
      expect(filesOnDisk()).toEqual(before);
      expect(await proofOf(order.id)).toBeNull();
    });

    it.each([
      ['the first 100 bytes of a valid PNG', async () => (await photo('png')).subarray(0, 100)],
      ['a truncated JPEG', async () => (await photo('jpeg')).subarray(0, 40_000)],
      ['a JPEG header with no image', async () => JPEG_HEAD],
      ['a 83-byte PNG claiming 60000 x 60000 pixels', async () => pngClaiming(60_000, 60_000)],
    ])('422 under file for %s', async (name, bytes) => {
      const before = filesOnDisk();
      const response = await upload([{ name: 'id', value: String(order.id) }, file(await bytes())]);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        code: 422,
        message: 'The given data was invalid.',
        errors: {
          file: [
            name.includes('60000')
              ? 'Gambar terlalu besar: 60000 x 60000 piksel, maksimal 40 megapiksel.'
              : 'Gambar rusak atau tidak lengkap sehingga tidak dapat dibaca. Unggah ulang file aslinya.',
          ],
        },
      });
      expect(filesOnDisk()).toEqual(before);
      expect(await proofOf(order.id)).toBeNull();
      const shown = (await t.request({ method: 'GET', url: `/api/orders/${order.id}` })).json().data;
      expect(shown.image_payment_proof).toBeFalsy();
    });

    it('413 for a file over 5 MB', async () => {
      const before = filesOnDisk();
      const big = Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024 + 1)]);
      const response = await upload([{ name: 'id', value: String(order.id) }, file(big)]);
      expect(response.statusCode).toBe(413);
      expect(response.json()).toEqual({ code: 413, message: expect.stringMatching(/melebihi batas 5 MB/) });
      expect(filesOnDisk()).toEqual(before);
      expect(await proofOf(order.id)).toBeNull();
    });

    it("422 for no file ('Cannot upload empty file!'), an empty file input, an empty file and a missing id", async () => {
      const before = filesOnDisk();
      const noFile = await upload([{ name: 'id', value: String(order.id) }]);
      expect(noFile.statusCode).toBe(422);
      expect(noFile.json()).toEqual({
        code: 422,
        message: 'The given data was invalid.',
        errors: { file: ['Cannot upload empty file!'] },
      });
      const emptyInput = await upload([{ name: 'id', value: String(order.id) }, file(Buffer.alloc(0), '')]);
      expect(emptyInput.json().errors).toEqual({ file: ['Cannot upload empty file!'] });
      const emptyFile = await upload([
        { name: 'id', value: String(order.id) },
        file(Buffer.alloc(0), 'kosong.png'),
      ]);
      expect(emptyFile.json().errors).toEqual({ file: ['Cannot upload empty file!'] });
      const noId = await upload([file(png)]);
      expect(noId.json().errors).toEqual({ id: ['Wajib diisi.'] });
      expect(filesOnDisk()).toEqual(before);
      expect(await proofOf(order.id)).toBeNull();
    });

    it('415 for a body that is not multipart; 404 for a missing order; 409 for a cancelled one', async () => {
      const before = filesOnDisk();
      const json = await t.request({
        method: 'POST',
        url: '/api/orders/payment_proof',
        payload: { id: order.id },
      });
      expect(json.statusCode).toBe(415);
      const missing = await upload([{ name: 'id', value: '999999' }, file(png)]);
      expect(missing.json()).toEqual({ code: 404, message: 'Order tidak ditemukan.' });
      const cancelled = await createOrder(t, basePayload(c));
      await t.request({ method: 'POST', url: '/api/orders/cancel_order', payload: { order: cancelled.id } });
      const refused = await upload([{ name: 'id', value: String(cancelled.id) }, file(png)]);
      expect(refused.json()).toEqual({
        code: 409,
        message: 'Order yang sudah dibatalkan tidak dapat diberi bukti bayar.',
      });
      expect(filesOnDisk()).toEqual(before);
      expect(await proofOf(cancelled.id)).toBeNull();
    });
  });

  describe('the image behind the signed link', () => {
    it('401 without a signature, 403 when altered, expired or signed for another order; never with a bearer token alone', async () => {
      const order = await createOrder(t, basePayload(c));
      const { uri } = (await upload([{ name: 'id', value: String(order.id) }, file(png)])).json().data as {
        uri: string;
      };
      const bare = `/api/orders/proof/${order.id}`;
      expect((await t.app.inject({ method: 'GET', url: bare })).json()).toEqual({
        code: 401,
        message: 'Tautan tidak bertanda tangan.',
      });
      expect((await t.request({ method: 'GET', url: bare })).statusCode).toBe(401);
      const altered = uri.replace(/sig=(.)/, (_m, first: string) => `sig=${first === 'A' ? 'B' : 'A'}`);
      expect(altered).not.toBe(uri);
      expect((await t.app.inject({ method: 'GET', url: altered })).statusCode).toBe(403);
      expect(
        (
          await t.app.inject({
            method: 'GET',
            url: uri.replace(`/proof/${order.id}?`, `/proof/${order.id + 1}?`),
          })
        ).statusCode,
      ).toBe(403);
      const past = createSignedLinks(t.config.jwtSecret, () => Date.now() - 3_600_000).sign(bare, 600);
      expect((await t.app.inject({ method: 'GET', url: past })).json()).toEqual({
        code: 403,
        message: 'Tautan sudah kedaluwarsa.',
      });
    });

    it('404 for a validly signed link to an order without a proof', async () => {
      const order = await createOrder(t, basePayload(c));
      const link = createSignedLinks(t.config.jwtSecret).sign(`/api/orders/proof/${order.id}`);
      expect((await t.app.inject({ method: 'GET', url: link })).json()).toEqual({
        code: 404,
        message: 'Bukti bayar tidak ditemukan.',
      });
    });
  });

  it('an order with a proof can be neither cancelled nor deleted, and its file stays', async () => {
    const order = await createOrder(t, basePayload(c));
    const { path: key } = (await upload([{ name: 'id', value: String(order.id) }, file(png)])).json()
      .data as { path: string };
    expect(
      (await t.request({ method: 'POST', url: '/api/orders/cancel_order', payload: { order: order.id } }))
        .statusCode,
    ).toBe(409);
    const removed = await t.request({ method: 'DELETE', url: `/api/orders/delete/${order.id}` });
    expect(removed.json()).toEqual({
      code: 409,
      message:
        'Order yang sudah memiliki bukti bayar tidak dapat dihapus. Batalkan (cancel) order ini sebagai gantinya.',
    });
    expect(filesOnDisk()).toContain(path.basename(key));
  });
});

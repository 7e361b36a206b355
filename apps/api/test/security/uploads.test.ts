// Hostile uploads against every image upload route found by enumeration (payment proofs, login backgrounds;
// the bukti potong PDF upload has its own, pdf-uploads.test.ts):
// each refusal has a clear message and writes nothing to disk or database; what is accepted is judged by its
// content, stored under a random key inside the storage folder, and served with its real type and nosniff.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPOSTORS, JPEG_HEAD, photo, pngClaiming, solidPng } from '../fixtures/images.ts';
import { multipart, type FormPart } from '../fixtures/multipart.ts';
import type { TestContext } from '../helper.ts';
import { createInventoriedContext, routeKey, type RouteInfo } from './route-inventory.ts';
import { differences, listFiles, snapshot } from './state.ts';
import { actionContext, makeRecords, type ActionContext } from './resources.ts';
import { PDF_UPLOAD_ROUTES } from './pdf-upload-routes.ts';

const LIMIT = 64 * 1024;
const KEY = /^[a-z-]+\/[a-f0-9]{32}\.(jpg|png|webp)$/;
const png = () => solidPng(8, 8, [200, 30, 30]);

/** How to fill each upload route's other fields, and where the stored image is served back. */
const UPLOAD_ROUTES: Record<
  string,
  {
    fields(c: ActionContext): Promise<FormPart[]>;
    served(t: TestContext, fields: FormPart[]): Promise<string>;
  }
> = {
  'POST /api/orders/payment_proof': {
    fields: async (c) => [{ name: 'id', value: String(await c.fresh('order')) }],
    served: async (t, fields) =>
      (await t.request({ method: 'GET', url: `/api/orders/${String(fields[0]!.value)}` })).json().data
        .image_payment_proof as string,
  },
  'POST /api/setting-background': {
    fields: async () => [],
    served: async () => '/api/public/settings/background',
  },
};

/** A PNG whose trailer is an HTML page: magic bytes say image, a sniffing browser might say page. */
const pngWithHtmlTrailer = () =>
  Buffer.concat([png(), Buffer.from('<html><body><script>alert(document.domain)</script></body></html>')]);
/** GIF header that is also valid JavaScript: `GIF89a=1;alert(1)//`. */
const gifJsPolyglot = Buffer.from('GIF89a/*\x01\x00\x01\x00\x00\x00\x00*/=1;alert(1)//', 'latin1');

describe('hostile uploads (ASVS V12.1.1, V12.2.1, V12.3.1, V12.4.1, V12.5.2, V14.4.4; API4:2023, API8:2023)', () => {
  let t: TestContext;
  let routes: RouteInfo[];
  let c: ActionContext;
  beforeAll(async () => {
    ({ t, routes } = await createInventoriedContext({ UPLOAD_LIMIT_BYTES: String(LIMIT) }));
    c = actionContext(t, await makeRecords(t));
  });
  afterAll(() => t.close());

  const uploadRoutes = () =>
    routes.filter((route) => route.multipart && !PDF_UPLOAD_ROUTES.includes(routeKey(route)));
  const post = (route: RouteInfo, form: { payload: Buffer; headers: Record<string, string> }) =>
    t.request({ method: 'POST', url: route.url, ...form });
  const filePart = (value: Buffer, filename: string, contentType = 'image/png'): FormPart => ({
    name: 'file',
    value,
    filename,
    contentType,
  });

  it('knows every upload route the app registered', () => {
    const all = routes.filter((route) => route.multipart).map(routeKey);
    expect(all.sort()).toEqual([...Object.keys(UPLOAD_ROUTES), ...PDF_UPLOAD_ROUTES].sort());
  });

  const refusals: Array<[string, () => FormPart[], number, RegExp]> = [
    [
      'an HTML page named like an image',
      () => [filePart(IMPOSTORS.html, 'bukti.png')],
      415,
      /JPEG, PNG atau WebP/,
    ],
    [
      'a PDF named .jpg with an image type',
      () => [filePart(IMPOSTORS.pdf, 'bukti.jpg', 'image/jpeg')],
      415,
      /JPEG, PNG atau WebP/,
    ],
    [
      'an SVG with script',
      () => [filePart(IMPOSTORS.svg, 'logo.svg', 'image/svg+xml')],
      415,
      /JPEG, PNG atau WebP/,
    ],
    [
      'an SVG with script named .png',
      () => [filePart(IMPOSTORS.svg, 'logo.png')],
      415,
      /JPEG, PNG atau WebP/,
    ],
    [
      'a GIF/JavaScript polyglot',
      () => [filePart(gifJsPolyglot, 'bukti.gif', 'image/gif')],
      415,
      /JPEG, PNG atau WebP/,
    ],
    [
      'a truncated PNG signature',
      () => [filePart(IMPOSTORS.truncatedPng, 'bukti.png')],
      415,
      /JPEG, PNG atau WebP/,
    ],
    ['a zero-byte file', () => [filePart(Buffer.alloc(0), 'kosong.png')], 422, /Cannot upload empty file/],
    [
      'the first 100 bytes of a valid PNG',
      () => [filePart(solidPng(64, 64, [1, 2, 3]).subarray(0, 100), 'potong.png')],
      422,
      /Gambar rusak atau tidak lengkap/,
    ],
    [
      'a JPEG header with no image after it',
      () => [filePart(JPEG_HEAD, 'kepala.jpg', 'image/jpeg')],
      422,
      /Gambar rusak atau tidak lengkap/,
    ],
    [
      'a decompression bomb (a tiny PNG claiming 60000 x 60000 pixels)',
      () => [filePart(pngClaiming(60_000, 60_000), 'bom.png')],
      422,
      /Gambar terlalu besar: 60000 x 60000 piksel, maksimal 40 megapiksel/,
    ],
    [
      'a file over the limit',
      () => [filePart(Buffer.concat([png(), Buffer.alloc(LIMIT + 1, 7)]), 'besar.png')],
      413,
      /Ukuran file melebihi batas/,
    ],
    [
      'many parts',
      () => Array.from({ length: 40 }, (_, i) => ({ name: `f${i}`, value: 'x' })),
      413,
      /Formulir berisi terlalu banyak (bagian|isian)/,
    ],
    [
      'many files',
      () =>
        Array.from({ length: 6 }, (_, i) => ({
          ...filePart(png(), `b${i}.png`),
          name: i === 0 ? 'file' : `extra${i}`,
        })),
      413,
      /Formulir berisi terlalu banyak file/,
    ],
    [
      'a good image beside a bad one',
      () => [filePart(png(), 'ok.png'), { ...filePart(IMPOSTORS.html, 'x.png'), name: 'backgroundForm' }],
      415,
      /JPEG, PNG atau WebP/,
    ],
  ];

  for (const [name, parts, status, message] of refusals) {
    it(`refuses ${name} with ${status} and a clear message, writing nothing`, async () => {
      for (const route of uploadRoutes()) {
        const fields = await UPLOAD_ROUTES[routeKey(route)]!.fields(c);
        if (name.startsWith('a good image beside') && routeKey(route) !== 'POST /api/setting-background')
          continue;
        const before = await snapshot(t);
        const response = await post(route, multipart([...fields, ...parts()]));
        expect(response.statusCode, `${routeKey(route)} ${response.body}`).toBe(status);
        const body = response.json() as { code: number; message: string; errors?: Record<string, string[]> };
        expect(body.code, routeKey(route)).toBe(status);
        // What the user reads: the message, and for a 422 the message under the field.
        expect([body.message, ...Object.values(body.errors ?? {}).flat()].join(' '), routeKey(route)).toMatch(
          message,
        );
        expect(differences(before, await snapshot(t)), routeKey(route)).toEqual([]);
      }
    });
  }

  it('refuses a JSON body and broken multipart with 4xx, writing nothing', async () => {
    for (const route of uploadRoutes()) {
      const before = await snapshot(t);
      const json = await t.request({
        method: 'POST',
        url: route.url,
        payload: { file: png().toString('base64'), id: 1 },
      });
      expect(json.statusCode, routeKey(route)).toBe(415);
      const broken = await t.request({
        method: 'POST',
        url: route.url,
        headers: { 'content-type': 'multipart/form-data; boundary=nope' },
        payload: Buffer.from('--other\r\ngarbage'),
      });
      expect(broken.statusCode, routeKey(route)).toBeGreaterThanOrEqual(400);
      expect(broken.statusCode, routeKey(route)).toBeLessThan(500);
      expect(differences(before, await snapshot(t)), routeKey(route)).toEqual([]);
    }
  });

  it('judges the type by content, not by name or declared type, and stores it under its real extension', async () => {
    const filesRoot = path.join(t.config.dataDir, 'files');
    for (const route of uploadRoutes()) {
      const fields = await UPLOAD_ROUTES[routeKey(route)]!.fields(c);
      for (const [bytes, filename, type, extension] of [
        [png(), 'foto.jpg', 'image/jpeg', '.png'],
        [await photo('jpeg', 64, 48), 'foto.png', 'text/html', '.jpg'],
      ] as const) {
        const before = listFiles(filesRoot);
        const response = await post(route, multipart([...fields, filePart(bytes, filename, type)]));
        expect(response.statusCode, response.body).toBe(200);
        const added = listFiles(filesRoot).filter((file) => !before.includes(file));
        expect(added, `${routeKey(route)} ${filename}`).toEqual([
          expect.stringMatching(new RegExp(`\\${extension}$`)),
        ]);
      }
    }
  });

  it('stores a path-traversal file name under a random key inside the storage folder only', async () => {
    const names = [
      '../../etc/passwd.png',
      '..\\..\\windows\\win.ini.png',
      '/etc/shadow.png',
      'a/../../../b.png',
      '%2e%2e%2fx.png',
    ];
    const filesRoot = path.join(t.config.dataDir, 'files');
    // Where a storage that trusted the name would have written, from any folder under DATA_DIR.
    const targets = names.flatMap((name) =>
      [
        filesRoot,
        path.join(filesRoot, 'payment-proofs'),
        path.join(filesRoot, 'login'),
        t.config.dataDir,
      ].map((base) => path.resolve(base, name)),
    );
    for (const route of uploadRoutes()) {
      const fields = await UPLOAD_ROUTES[routeKey(route)]!.fields(c);
      for (const filename of names) {
        const before = listFiles(t.config.dataDir);
        const response = await post(route, multipart([...fields, filePart(png(), filename)]));
        expect(response.statusCode, `${filename} ${response.body}`).toBe(200);
        const added = listFiles(t.config.dataDir).filter((file) => !before.includes(file));
        expect(added, filename).toEqual([expect.stringMatching(/^files\//)]);
        expect(added[0]!.replace(/^files\//, ''), filename).toMatch(KEY);
      }
    }
    for (const target of targets) expect(existsSync(target), target).toBe(false);
  });

  it('accepts a PNG with an HTML trailer (the magic bytes are PNG) but serves it as image/png with nosniff, never as a page', async () => {
    for (const route of uploadRoutes()) {
      const fields = await UPLOAD_ROUTES[routeKey(route)]!.fields(c);
      const response = await post(
        route,
        multipart([...fields, filePart(pngWithHtmlTrailer(), 'page.html', 'text/html')]),
      );
      expect(response.statusCode, response.body).toBe(200);
      const served = await t.app.inject({
        method: 'GET',
        url: await UPLOAD_ROUTES[routeKey(route)]!.served(t, fields),
      });
      expect(served.statusCode, routeKey(route)).toBe(200);
      expect(served.headers['content-type'], routeKey(route)).toBe('image/png');
      expect(served.headers['x-content-type-options'], routeKey(route)).toBe('nosniff');
      expect(String(served.headers['content-security-policy']), routeKey(route)).toMatch(
        /default-src 'self'/,
      );
      expect(String(served.headers['content-disposition'] ?? 'inline'), routeKey(route)).not.toMatch(
        /filename=.*html/,
      );
    }
  });
});

// Signed file links (payment proofs, invoice PDFs): a link works only as issued, for its own path, until its
// expiry. Unit level with a fake clock, then over HTTP on the public signed routes that exist.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../src/lib/app-error.ts';
import { createSignedLinks } from '../../src/plugins/app/signed-links.ts';
import { createTestContext, type TestContext } from '../helper.ts';

const SECRET = 'unit-secret-that-is-long-enough-for-the-hmac-0123456789';

function parse(link: string) {
  const url = new URL(link, 'http://tagih.local');
  return { path: url.pathname, exp: url.searchParams.get('exp')!, sig: url.searchParams.get('sig')! };
}

function refusal(action: () => void): number | 'accepted' {
  try {
    action();
    return 'accepted';
  } catch (error) {
    if (error instanceof AppError) return error.statusCode;
    throw error;
  }
}

describe('signed links, unit level with a fake clock (ASVS V3.5.3, V4.2.1, V12.5.2; API1:2023)', () => {
  let now = Date.UTC(2026, 4, 1, 9, 0, 0);
  const links = createSignedLinks(SECRET, () => now);
  const issued = parse(links.sign('/api/orders/proof/7', 600));

  it('accepts the link as issued until its last second, and refuses it after', () => {
    expect(refusal(() => links.verify(issued.path, issued))).toBe('accepted');
    now += 600_000;
    expect(refusal(() => links.verify(issued.path, issued))).toBe('accepted');
    now += 1_000;
    expect(refusal(() => links.verify(issued.path, issued))).toBe(403);
    now -= 601_000;
  });

  it('refuses an altered signature, expiry or path with 403', () => {
    const flipped = issued.sig.slice(0, -1) + (issued.sig.endsWith('A') ? 'B' : 'A');
    expect(refusal(() => links.verify(issued.path, { ...issued, sig: flipped }))).toBe(403);
    expect(
      refusal(() => links.verify(issued.path, { ...issued, exp: String(Number(issued.exp) + 3600) })),
    ).toBe(403);
    expect(refusal(() => links.verify('/api/orders/proof/8', issued))).toBe(403);
    expect(refusal(() => links.verify('/admin/pdf/7', issued))).toBe(403);
    expect(refusal(() => links.verify(issued.path, { ...issued, sig: issued.sig.toUpperCase() }))).toBe(403);
    expect(refusal(() => links.verify(issued.path, { ...issued, sig: '' }))).toBe(403);
    expect(refusal(() => links.verify(issued.path, { ...issued, exp: `${issued.exp}.0` }))).toBe(403);
    // Only the digits the signer wrote: the same number spelt otherwise is another link (issue 28).
    for (const exp of [
      `0${issued.exp}`,
      `000${issued.exp}`,
      `+${issued.exp}`,
      ` ${issued.exp}`,
      `${issued.exp} `,
    ])
      expect(
        refusal(() => links.verify(issued.path, { ...issued, exp })),
        exp,
      ).toBe(403);
  });

  it('refuses a link signed with another secret, and a missing or repeated parameter with 401', () => {
    const foreign = parse(
      createSignedLinks('another-secret-that-is-long-enough-0123456789abcdef', () => now).sign(
        issued.path,
        600,
      ),
    );
    expect(refusal(() => links.verify(issued.path, foreign))).toBe(403);
    expect(refusal(() => links.verify(issued.path, { exp: issued.exp }))).toBe(401);
    expect(refusal(() => links.verify(issued.path, { sig: issued.sig }))).toBe(401);
    expect(refusal(() => links.verify(issued.path, { exp: issued.exp, sig: [issued.sig, issued.sig] }))).toBe(
      401,
    );
  });

  it('is not the bearer token: a token-shaped or empty secret cannot be used to guess links', () => {
    const other = parse(createSignedLinks('', () => now).sign(issued.path, 600));
    expect(other.sig).not.toBe(issued.sig);
    expect(refusal(() => links.verify(issued.path, other))).toBe(403);
  });
});

describe('signed links over HTTP on the public signed routes (ASVS V4.2.1; API1:2023, API2:2023)', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(() => t.close());

  const get = (link: string) => t.app.inject({ method: 'GET', url: link });
  const SIGNED_PATHS = [
    '/api/orders/proof/424242',
    '/admin/pdf/424242',
    '/admin/pdf_flexmod/424242',
    '/admin/pdf_reorder/424242',
    '/api/public/invoices/424242.pdf',
  ];

  it('lets a valid link through the signature check (the order does not exist: 404, never 401/403)', async () => {
    for (const path of SIGNED_PATHS) {
      const response = await get(t.app.links.sign(path, 60));
      expect(response.statusCode, path).toBe(404);
      expect(response.json()).toMatchObject({ code: 404 });
    }
  });

  it('answers 401 unsigned, 403 altered or expired or moved to another record, in the envelope', async () => {
    for (const path of SIGNED_PATHS) {
      const { exp, sig } = parse(t.app.links.sign(path, 60));
      const expired = parse(t.app.links.sign(path, -1));
      const cases: Array<[string, number]> = [
        [path, 401],
        [`${path}?exp=${exp}`, 401],
        [`${path}?exp=${exp}&sig=${sig.slice(0, -2)}xx`, 403],
        [`${path}?exp=${Number(exp) + 86_400}&sig=${sig}`, 403],
        [`${path}?exp=00${exp}&sig=${sig}`, 403],
        [`${path}?exp=%2B${exp}&sig=${sig}`, 403],
        [`${path}?exp=${expired.exp}&sig=${expired.sig}`, 403],
        [`${path.replace('424242', '424243')}?exp=${exp}&sig=${sig}`, 403],
      ];
      for (const [url, status] of cases) {
        const response = await get(url);
        expect(response.statusCode, url).toBe(status);
        expect(response.json(), url).toEqual({ code: status, message: expect.any(String) });
      }
    }
  });

  it('does not accept an invoice link on another invoice variant', async () => {
    const { exp, sig } = parse(t.app.links.sign('/admin/pdf/424242', 60));
    expect((await get(`/admin/pdf_flexmod/424242?exp=${exp}&sig=${sig}`)).statusCode).toBe(403);
  });
});

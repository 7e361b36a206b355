// Password guessing against the sign-in (the per-pair case is in auth.test.ts). Failures count per (e-mail,
// address) pair and per address: one address spraying many e-mails is slowed, then refused with 429 until the
// window ends; many addresses guessing one e-mail never lock its owner out; a client cannot invent its own
// address with X-Forwarded-For unless it is the proxy named in TRUST_PROXY.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ADMIN, createTestContext, type TestContext } from '../helper.ts';

// The window is passed by moving the clock (Date only), never by waiting: the test holds on a busy machine.
const WINDOW_SECONDS = 900;
const MAX_ATTEMPTS = 3;
const ADDRESS_MAX_ATTEMPTS = 5;

describe('sign-in brute force (ASVS V2.2.1, V11.1.4; API4:2023, API6:2023)', () => {
  let t: TestContext;
  beforeAll(async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    t = await createTestContext({
      LOGIN_MAX_ATTEMPTS: String(MAX_ATTEMPTS),
      LOGIN_ADDRESS_MAX_ATTEMPTS: String(ADDRESS_MAX_ATTEMPTS),
      LOGIN_WINDOW_SECONDS: String(WINDOW_SECONDS),
      TRUST_PROXY: '10.0.0.2',
    });
  });
  afterAll(async () => {
    await t.close();
    vi.useRealTimers();
  });

  const login = (
    payload: { email: string; password: string },
    remoteAddress: string,
    headers: Record<string, string> = {},
  ) => t.app.inject({ method: 'POST', url: '/api/login-admin', payload, remoteAddress, headers });
  const waitWindow = () => vi.setSystemTime(Date.now() + WINDOW_SECONDS * 1000 + 1000);

  it('refuses one address trying many e-mails (password spraying) with 429, the right password included, until the window ends', async () => {
    const address = '203.0.113.10';
    const started: number[] = [];
    for (let i = 0; i < ADDRESS_MAX_ATTEMPTS; i += 1) {
      const before = performance.now();
      const response = await login({ email: `guess${i}@tagih.local`, password: 'Password1!' }, address);
      started.push(performance.now() - before);
      expect(response.statusCode).toBe(422);
    }
    // Each failure slows the next answer from that address (150 ms a failure).
    expect(started[2]).toBeGreaterThanOrEqual(250);

    const blocked = await login({ email: 'another@tagih.local', password: 'x' }, address);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({
      code: 429,
      message: expect.stringMatching(/Terlalu banyak percobaan login/),
    });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect((await login(ADMIN, address)).statusCode).toBe(429);

    // Other addresses are not punished for it.
    expect((await login(ADMIN, '203.0.113.99')).statusCode).toBe(200);

    waitWindow();
    expect((await login(ADMIN, address)).statusCode).toBe(200);
  });

  it('never locks the owner out: guesses at an e-mail from other addresses leave its owner signing in', async () => {
    for (let i = 0; i < 3 * MAX_ATTEMPTS; i += 1)
      expect(
        (await login({ email: ADMIN.email, password: `tebak-${i}` }, `198.51.100.${i + 1}`)).statusCode,
      ).toBe(422);
    // One stranger's address is refused for that e-mail once it reaches the pair's limit...
    const stranger = '198.51.100.250';
    for (let i = 0; i < MAX_ATTEMPTS; i += 1)
      expect((await login({ email: ADMIN.email, password: `lagi-${i}` }, stranger)).statusCode).toBe(422);
    expect((await login({ email: ADMIN.email, password: 'lagi' }, stranger)).statusCode).toBe(429);
    // ...while the owner, from their own address, signs in with the right password at once.
    expect((await login(ADMIN, '203.0.113.77')).statusCode).toBe(200);
    waitWindow();
  });

  it('does not let a client choose its address with X-Forwarded-For', async () => {
    const address = '203.0.113.20';
    for (let i = 0; i < ADDRESS_MAX_ATTEMPTS; i += 1) {
      const response = await login({ email: `spray${i}@tagih.local`, password: 'x' }, address, {
        'x-forwarded-for': `192.0.2.${i + 1}`,
      });
      expect(response.statusCode).toBe(422);
    }
    const next = await login({ email: 'spray-next@tagih.local', password: 'x' }, address, {
      'x-forwarded-for': '192.0.2.250',
    });
    expect(next.statusCode).toBe(429);
    waitWindow();
  });

  it('ignores X-Forwarded-For from a private-network client that is not a named proxy', async () => {
    const lanClient = '10.0.0.77';
    for (let i = 0; i < ADDRESS_MAX_ATTEMPTS; i += 1) {
      const response = await login({ email: `lan${i}@tagih.local`, password: 'x' }, lanClient, {
        'x-forwarded-for': `192.0.2.${100 + i}`,
      });
      expect(response.statusCode).toBe(422);
    }
    const next = await login({ email: 'lan-next@tagih.local', password: 'x' }, lanClient, {
      'x-forwarded-for': '192.0.2.199',
    });
    expect(next.statusCode).toBe(429);
    waitWindow();
  });

  it('believes X-Forwarded-For from the proxy named in TRUST_PROXY, so clients behind it are told apart', async () => {
    const proxy = '10.0.0.2';
    for (let i = 0; i < ADDRESS_MAX_ATTEMPTS; i += 1) {
      expect(
        (
          await login({ email: `proxied${i}@tagih.local`, password: 'x' }, proxy, {
            'x-forwarded-for': '203.0.113.30',
          })
        ).statusCode,
      ).toBe(422);
    }
    expect(
      (
        await login({ email: 'proxied-next@tagih.local', password: 'x' }, proxy, {
          'x-forwarded-for': '203.0.113.30',
        })
      ).statusCode,
    ).toBe(429);
    // Another client behind the same proxy still signs in.
    expect((await login(ADMIN, proxy, { 'x-forwarded-for': '203.0.113.31' })).statusCode).toBe(200);
  });
});

import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestContext, ADMIN, type TestContext } from './helper.ts';

describe('sign-in, sessions and the /api authentication default', () => {
  let t: TestContext;
  beforeAll(async () => {
    // The throttle's window is passed by moving the clock (Date only, set before the app reads it), never by
    // waiting: the test holds on a busy machine.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    t = await createTestContext({ LOGIN_MAX_ATTEMPTS: '3', LOGIN_WINDOW_SECONDS: '900' });
  });
  afterAll(async () => {
    await t.close();
    vi.useRealTimers();
  });

  it('signs in with the seeded administrator and returns the token in the envelope', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/login-admin', payload: ADMIN });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ code: 200, data: { admin: { email: ADMIN.email, name: 'Administrator' } } });
    expect(body.data.token.split('.')).toHaveLength(3);
    expect(Date.parse(body.data.expires_at)).toBeGreaterThan(Date.now());
  });

  it('refuses a wrong password with 422 under the email field', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login-admin',
      payload: { email: 'nobody@tagih.local', password: 'x' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      code: 422,
      message: 'The given data was invalid.',
      errors: { email: ['Email atau password salah.'] },
    });
  });

  it('validates the payload with field messages', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login-admin',
      payload: { email: 'not-an-email' },
    });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors).sort()).toEqual(['email', 'password']);
  });

  it('answers 401 in the envelope without a token, with a garbage token, and after logout', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/extra-packages' })).json()).toEqual({
      code: 401,
      message: 'Unauthenticated.',
    });
    const garbage = await t.app.inject({
      method: 'GET',
      url: '/api/extra-packages',
      headers: { authorization: 'Bearer abc.def.ghi' },
    });
    expect(garbage.statusCode).toBe(401);

    const token = await t.login();
    const headers = { authorization: `Bearer ${token}` };
    expect((await t.app.inject({ method: 'GET', url: '/api/extra-packages', headers })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/api/logout', headers })).json()).toEqual({
      code: 200,
      message: 'Logout berhasil.',
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/extra-packages', headers })).statusCode).toBe(401);
    // Other sessions are untouched.
    expect((await t.request({ method: 'GET', url: '/api/extra-packages' })).statusCode).toBe(200);
  });

  it('slows and then refuses repeated failures with 429, and lets a correct login in after the window', async () => {
    const email = 'victim@tagih.local';
    const attempt = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/login-admin',
        payload: { email, password: 'wrong' },
        remoteAddress: '10.9.9.9',
      });
    for (let i = 0; i < 3; i += 1) expect((await attempt()).statusCode).toBe(422);
    const blocked = await attempt();
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(/Terlalu banyak percobaan login/);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    vi.setSystemTime(Date.now() + 901_000);
    expect((await attempt()).statusCode).toBe(422);
  });

  it('serves the public login settings without a token', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/public/settings' });
    expect(response.json()).toEqual({
      code: 200,
      message: 'OK',
      data: { button_color: '#0f4c81', background_url: null, background_form_url: null },
    });
  });

  it('reports health and readiness, and sends security headers with a CSP that blocks inline script', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.json()).toEqual({ code: 200, message: 'ready' });
    const csp = String(ready.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(ready.headers['x-request-id']).toBeTruthy();
  });

  it('serves an OpenAPI document listing the routes', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(response.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/login-admin',
        '/api/extra-packages/store',
        '/api/extra-packages/update/{id}',
      ]),
    );
  });

  it('answers an oversized JSON body with 413 and broken JSON with 400, in the envelope', async () => {
    const big = await t.request({
      method: 'POST',
      url: '/api/extra-packages/store',
      payload: { name: 'x'.repeat(1_100_000), price: 1 },
    });
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject({ code: 413 });
    const broken = await t.request({
      method: 'POST',
      url: '/api/extra-packages/store',
      payload: '{"name":',
      headers: { 'content-type': 'application/json' },
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({ code: 400, message: 'Body JSON tidak valid.' });
  });
});

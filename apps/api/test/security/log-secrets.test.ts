// Secrets never reach the log: the app is built with its real logger options (app.ts loggerOptions) writing
// to memory at the most verbose level; a sign-in, a failed one, authenticated calls, a signed file link and
// a sign-out must leave no password, token, link signature or JWT secret in the captured output.
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggerOptions } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { ADMIN, createTestContext, type TestContext } from '../helper.ts';

const WRONG_PASSWORD = 'Tebakan-Salah-9a7c3e';
const NEW_PASSWORD = 'Password-Baru-4b8d2f';

describe('no secrets in the log (ASVS V7.1.1, V7.1.2; API8:2023)', () => {
  let t: TestContext;
  const lines: string[] = [];
  const memory = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString('utf8'));
      done();
    },
  });

  beforeAll(async () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: '/tmp/security-logs-unused',
      JWT_SECRET: 'x'.repeat(40),
      LOG_LEVEL: 'trace',
    });
    const options = loggerOptions(config) as Record<string, unknown>;
    t = await createTestContext(
      { LOG_LEVEL: 'trace' },
      { logger: { ...options, level: 'trace', stream: memory } },
    );
  });
  afterAll(() => t.close());

  it('logs requests, sign-ins and failures without their secrets', async () => {
    const headers = { authorization: `Bearer ${t.token}` };
    await t.app.inject({
      method: 'POST',
      url: '/api/login-admin',
      payload: { email: ADMIN.email, password: WRONG_PASSWORD },
    });
    await t.app.inject({
      method: 'POST',
      url: '/api/login-admin',
      payload: { email: 'nobody@tagih.local', password: WRONG_PASSWORD },
      headers: { cookie: 'session=abc' },
    });
    await t.app.inject({ method: 'GET', url: '/api/extra-packages', headers });
    await t.app.inject({
      method: 'POST',
      url: '/api/extra-packages/store',
      headers,
      payload: { name: 'Log Test', price: 1, password: WRONG_PASSWORD, token: t.token },
    });
    const link = t.app.links.sign('/api/orders/proof/31337', 60);
    await t.app.inject({ method: 'GET', url: link });
    await t.app.inject({ method: 'GET', url: `/api/orders/proof/31337?exp=1&sig=${t.token.split('.')[2]}` });
    const other = await t.login();
    await t.app.inject({ method: 'POST', url: '/api/logout', headers: { authorization: `Bearer ${other}` } });
    for (const current of [WRONG_PASSWORD, ADMIN.password])
      await t.app.inject({
        method: 'POST',
        url: '/api/change-password',
        headers,
        payload: {
          current_password: current,
          new_password: NEW_PASSWORD,
          new_password_confirmation: `${NEW_PASSWORD}-x`,
        },
      });

    const output = lines.join('');
    // Sanity: the log is really captured, at request level, with the sign-in events.
    expect(output).toContain('"event":"login"');
    expect(output).toContain('"event":"login_failed"');
    expect(output).toContain('/api/extra-packages');
    expect(output).toContain('sig=[redacted]');

    const secrets = {
      'the admin password': ADMIN.password,
      'a wrong password': WRONG_PASSWORD,
      'a new password': NEW_PASSWORD,
      'the bearer token': t.token,
      "the bearer token's signature": t.token.split('.')[2]!,
      'another session token': other,
      'the signed link signature': new URL(link, 'http://x').searchParams.get('sig')!,
      'the JWT secret': t.config.jwtSecret,
    };
    for (const [name, secret] of Object.entries(secrets))
      expect(output.includes(secret), `${name} appears in the log`).toBe(false);
  });
});

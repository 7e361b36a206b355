// Maker-checker (issue 33) is on by default: the administrator who uploads a proof may not approve it. Tests
// about anything else upload proofs as a second administrator, the 'maker' (role sales, which may upload
// proofs), and approve as the test's admin, as a finance team would.
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { createAdmin } from '../src/repositories/admins.ts';
import type { TestContext } from './helper.ts';

export const MAKER = {
  email: 'pengunggah@tagih.local',
  name: 'Pengunggah Bukti',
  password: 'pengunggah-Tagih-2026',
};

const tokens = new WeakMap<TestContext, Promise<string>>();

/** The maker's bearer token in this test's app (made on first use). */
export function makerToken(t: TestContext): Promise<string> {
  let token = tokens.get(t);
  if (!token) {
    token = createAdmin(t.database.db, {
      ...MAKER,
      role: 'sales',
      context: { adminId: null, requestId: 'test:proof-maker' },
    }).then(() => t.login(MAKER.email, MAKER.password));
    tokens.set(t, token);
  }
  return token;
}

/** app.inject as the maker. */
export async function asMaker(t: TestContext, options: InjectOptions): Promise<LightMyRequestResponse> {
  const token = await makerToken(t);
  return t.app.inject({ ...options, headers: { ...options.headers, authorization: `Bearer ${token}` } });
}

// An integrator's client, made as one would make it: openapi-typescript turns the served document into types
// and openapi-fetch calls the API with them. Written into a folder under apps/api (so `openapi-fetch` resolves
// from its node_modules), type-checked by tsc and run by the contract test, then removed.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const API_ROOT = path.resolve(import.meta.dirname, '..');
const BIN = path.resolve(API_ROOT, '../../node_modules/.bin');

/**
 * The client: a store with an empty body is refused, and `error.code === 422` (the status the envelope
 * carries) is what narrows the error to the validation envelope, whose `errors` is certain; on any other
 * status `errors` may be missing, which the `@ts-expect-error` line proves to tsc.
 */
const CLIENT_SOURCE = `import createClient from 'openapi-fetch';
import type { paths } from './openapi.ts';

export async function refusedFields(fetch: typeof globalThis.fetch): Promise<Record<string, string[]> | undefined> {
  const client = createClient<paths>({ baseUrl: 'http://tagih.test', fetch });
  const { error } = await client.POST('/api/companies/store', { body: {} as never });
  if (!error) return undefined;
  if (error.code === 422) {
    const fields: Record<string, string[]> = error.errors;
    return fields;
  }
  // @ts-expect-error: outside 422 the envelope's \`errors\` is optional.
  const notNarrowed: Record<string, string[]> = error.errors;
  return notNarrowed;
}
`;

const TSCONFIG = {
  extends: path.resolve(API_ROOT, '../../tsconfig.base.json'),
  include: ['client.ts', 'openapi.ts'],
};

export interface TypedClient {
  tsconfig: string;
  module: string;
  remove(): void;
}

export function writeTypedClient(documentFile: string): TypedClient {
  const dir = mkdtempSync(path.join(API_ROOT, 'test', '.typed-client-'));
  const remove = () => rmSync(dir, { recursive: true, force: true });
  const generated = spawnSync(
    path.join(BIN, 'openapi-typescript'),
    [documentFile, '--output', path.join(dir, 'openapi.ts')],
    { encoding: 'utf8', timeout: 120_000, env: { ...process.env, NO_COLOR: '1' } },
  );
  if (generated.status !== 0) {
    remove();
    throw new Error(`openapi-typescript failed: ${generated.stderr}`);
  }
  writeFileSync(path.join(dir, 'client.ts'), CLIENT_SOURCE);
  writeFileSync(path.join(dir, 'tsconfig.json'), JSON.stringify(TSCONFIG));
  return { tsconfig: path.join(dir, 'tsconfig.json'), module: path.join(dir, 'client.ts'), remove };
}

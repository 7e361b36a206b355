// The OpenAPI document says everything a client needs: every response of every route (the error envelopes
// too), upload bodies, binary answers, named component schemas and an operationId per operation. It passes
// Redocly's recommended rules with no error, and a client generated from it by openapi-typescript types the
// 422 errors object instead of `never`.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './helper.ts';

type Operation = {
  operationId?: string;
  summary?: string;
  responses: Record<string, { content?: Record<string, unknown> }>;
  requestBody?: { content: Record<string, { schema: unknown }> };
};
type Document = {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, unknown> };
};

const BIN = path.resolve(import.meta.dirname, '../../../node_modules/.bin');
const QUIET = {
  ...process.env,
  REDOCLY_TELEMETRY: 'off',
  REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true',
  NO_COLOR: '1',
};

describe('the OpenAPI document', () => {
  let t: TestContext;
  let doc: Document;
  let dir: string;
  let file: string;
  beforeAll(async () => {
    t = await createTestContext();
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    doc = response.json();
    dir = mkdtempSync(path.join(tmpdir(), 'tagih-openapi-'));
    file = path.join(dir, 'openapi.json');
    writeFileSync(file, response.body);
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const operations = () =>
    Object.entries(doc.paths).flatMap(([url, methods]) =>
      Object.entries(methods).map(([method, op]) => ({ url, method, op })),
    );
  const op = (method: string, url: string) => doc.paths[url]![method]!;

  it('names every operation once and gives each a summary', () => {
    const ids = operations().map(({ op }) => op.operationId);
    expect(ids.every(Boolean)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect(operations().filter(({ op }) => !op.summary)).toEqual([]);
    expect(op('get', '/api/orders/{id}').operationId).toBe('getOrdersById');
  });

  it('declares the error envelopes a route can answer with', () => {
    const store = op('post', '/api/orders/store');
    for (const status of ['200', '401', '404', '409', '422', '500', '503'])
      expect(Object.keys(store.responses), status).toContain(status);
    const login = op('post', '/api/login-admin');
    expect(Object.keys(login.responses)).toEqual(expect.arrayContaining(['200', '422', '429']));
    expect(Object.keys(login.responses)).not.toContain('401');
    const upload = op('post', '/api/orders/payment_proof');
    expect(Object.keys(upload.responses)).toEqual(expect.arrayContaining(['413', '415', '422']));
    expect(JSON.stringify(store.responses['422'])).toContain('#/components/schemas/ValidationError');
    expect(doc.components.schemas).toHaveProperty('ValidationError');
    expect(doc.components.schemas).toHaveProperty('Order');
  });

  it('documents the multipart upload and the binary answers', () => {
    const upload = op('post', '/api/orders/payment_proof');
    expect(upload.requestBody?.content['multipart/form-data']?.schema).toMatchObject({
      properties: { file: { type: 'string', format: 'binary' }, id: { type: 'integer' } },
    });
    expect(Object.keys(op('get', '/api/orders/pdf/{id}').responses['200']!.content!)).toEqual([
      'application/pdf',
    ]);
    expect(Object.keys(op('get', '/admin/pdf/{id}').responses['200']!.content!)).toEqual(['application/pdf']);
    expect(Object.keys(op('get', '/api/orders/proof/{id}').responses['200']!.content!)).toEqual([
      'image/jpeg',
      'image/png',
      'image/webp',
    ]);
  });

  it("passes Redocly's recommended rules with no error", () => {
    const lint = spawnSync(
      path.join(BIN, 'redocly'),
      ['lint', '--extends', 'recommended', '--format', 'json', file],
      { encoding: 'utf8', env: QUIET, timeout: 120_000 },
    );
    const report = JSON.parse(lint.stdout.slice(lint.stdout.indexOf('{'))) as {
      totals: { errors: number };
      problems: Array<{ severity: string; ruleId: string; message: string }>;
    };
    expect(report.problems.filter((problem) => problem.severity === 'error')).toEqual([]);
    expect(report.totals.errors).toBe(0);
  });

  it('gives a generated client a typed 422 errors object', () => {
    const out = path.join(dir, 'client.d.ts');
    const generated = spawnSync(path.join(BIN, 'openapi-typescript'), [file, '--output', out], {
      encoding: 'utf8',
      env: QUIET,
      timeout: 120_000,
    });
    expect(generated.status, generated.stderr).toBe(0);
    const types = readFileSync(out, 'utf8');
    const validation = /ValidationError: \{([\s\S]*?)\n {8}\};/.exec(types)?.[1] ?? '';
    expect(validation).toMatch(/errors: \{\s*\[key: string\]: string\[\];\s*\}/);
    expect(types).toMatch(/postOrdersStore: \{[\s\S]*?422: \{[\s\S]*?ValidationError/);
  });
});

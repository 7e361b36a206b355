// The OpenAPI document says everything a client needs: every route (the paged lists too), every response of
// every route (the error envelopes too, JSON even where the answer is a file), upload bodies, binary answers,
// named component schemas, an operationId, a summary and a declared tag per operation. It passes Redocly's
// recommended rules (redocly.yaml) and Spectral's `spectral:oas`, and a client generated from it by
// openapi-typescript and called through openapi-fetch narrows a 422 to its `errors` by status. That every
// answer the tests receive matches it is checked by the setup file test/openapi-responses.ts.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Document as SpectralDocument, Spectral, type RulesetDefinition } from '@stoplight/spectral-core';
import { Json } from '@stoplight/spectral-parsers';
import { oas } from '@stoplight/spectral-rulesets';
import { createTestContext, type TestContext } from './helper.ts';
import { writeTypedClient } from './typed-client.ts';

type Operation = {
  operationId?: string;
  summary?: string;
  tags?: string[];
  parameters?: Array<{ name: string; in: string }>;
  responses: Record<
    string,
    { description: string; content?: Record<string, unknown>; headers?: Record<string, unknown> }
  >;
  requestBody?: { content: Record<string, { schema: unknown }> };
};
type Document = {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, unknown> };
};

const ROOT = path.resolve(import.meta.dirname, '../../..');
const BIN = path.join(ROOT, 'node_modules/.bin');
/** The only warnings redocly.yaml keeps: a path the spec fixes meeting one of ours (see there). */
const SPEC_FIXED_AMBIGUITIES = [
  // Issue 30 fixes the statement's addresses; the router matches the literal segment first.
  ['/api/companies/update/{id}', '/api/companies/{id}/statement'],
  ['/api/companies/update/{id}', '/api/companies/{id}/statement.pdf'],
  ['/api/orders/update/{id}', '/api/orders/{id}/payments'],
  // Issue 31 names 'Ganti Faktur' so.
  ['/api/orders/update/{id}', '/api/orders/{id}/faktur-replacement'],
  ['/api/orders/update/{id}', '/api/orders/{id}/whatsapp'],
  ['/api/orders/update/{id}', '/api/orders/{id}/reminders'],
  // Issue 33 names the administrators' addresses so (an id is digits only, so 'update' is never one).
  ['/api/admins/update/{id}', '/api/admins/{id}/disable'],
  ['/api/admins/update/{id}', '/api/admins/{id}/enable'],
  ['/api/admins/update/{id}', '/api/admins/{id}/reset-password'],
  // Issue 34 names the webhooks' delivery log, its one delivery and 'Kirim tes' so (ids are digits only).
  ['/api/webhooks/update/{id}', '/api/webhooks/{id}/deliveries'],
  ['/api/webhooks/{id}/deliveries', '/api/webhooks/deliveries/{deliveryId}'],
  ['/api/webhooks/update/{id}', '/api/webhooks/{id}/test'],
];
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

  it('documents every paged list with its query parameters and the list envelope, and the invoice register', () => {
    const lists = [
      'orders',
      'companies',
      'users',
      'product-items',
      'add-ons',
      'extra-packages',
      'user-packages',
      'user-storages',
      'kode_paket',
      'ref-modules',
      'voucher',
      'release-notes',
      'audit-logs',
    ];
    for (const list of lists) {
      const page = op('get', `/api/${list}`);
      expect(
        page.parameters?.map((parameter) => parameter.name),
        list,
      ).toContain('page');
      expect(JSON.stringify(page.responses['200']), list).toContain('"meta"');
    }
    expect(op('get', '/api/orders').parameters?.map((parameter) => parameter.name)).toEqual(
      expect.arrayContaining(['search', 'sort', 'dir', 'status', 'payment_status', 'overdue', 'from', 'to']),
    );
    expect(op('get', '/api/invoice-register').parameters?.map((parameter) => parameter.name)).toEqual([
      'month',
    ]);
  });

  it("describes every answer, tags every operation and answers every file route's errors in JSON", () => {
    const responses = operations().flatMap(({ op }) => Object.values(op.responses));
    expect(responses.filter((response) => response.description === 'Default Response')).toEqual([]);
    expect(operations().filter(({ op }) => op.tags?.length !== 1)).toEqual([]);
    const errorTypes = new Set(
      operations().flatMap(({ op }) =>
        Object.entries(op.responses)
          .filter(([status]) => Number(status) >= 400)
          .flatMap(([, response]) => Object.keys(response.content ?? {})),
      ),
    );
    expect([...errorTypes]).toEqual(['application/json']);
    expect(Object.keys(op('get', '/api/orders/proof/{id}').responses)).toEqual(
      expect.arrayContaining(['401', '403']),
    );
    expect(Object.keys(op('get', '/admin/pdf/{id}').responses)).toEqual(
      expect.arrayContaining(['401', '403']),
    );
    expect(Object.keys(op('get', '/api/tax/efaktur').responses)).toContain('409');
  });

  it('says when to ask again on every 429, the export turns included', () => {
    const tooMany = operations().flatMap(({ url, op }) =>
      op.responses['429'] ? [{ url, headers: Object.keys(op.responses['429'].headers ?? {}) }] : [],
    );
    expect(tooMany.map(({ url }) => url)).toEqual(
      expect.arrayContaining(['/api/orders/export', '/api/tax/efaktur']),
    );
    expect(tooMany.filter(({ headers }) => !headers.includes('Retry-After'))).toEqual([]);
  });

  it("passes Redocly's recommended rules: no error, no warning but the spec-fixed ambiguous paths", () => {
    const lint = spawnSync(
      path.join(BIN, 'redocly'),
      ['lint', '--config', path.join(ROOT, 'redocly.yaml'), '--format', 'json', file],
      { encoding: 'utf8', env: QUIET, timeout: 120_000 },
    );
    const report = JSON.parse(lint.stdout.slice(lint.stdout.indexOf('{'))) as {
      totals: { errors: number; warnings: number };
      problems: Array<{ severity: string; ruleId: string; message: string }>;
    };
    expect(report.totals.errors).toBe(0);
    const warnings = report.problems.map((problem) => `${problem.ruleId}: ${problem.message}`);
    expect(warnings).toEqual(
      SPEC_FIXED_AMBIGUITIES.map(
        ([fixed, ours]) =>
          `no-ambiguous-paths: Paths should resolve unambiguously. Found two ambiguous paths: \`${fixed}\` and \`${ours}\`.`,
      ),
    );
  });

  it("passes Spectral's spectral:oas rules: no error, under 10 warnings", async () => {
    const spectral = new Spectral();
    // spectral-rulesets types `oas` as its own shape, which RulesetDefinition's union does not name.
    spectral.setRuleset({ extends: [[oas as RulesetDefinition, 'recommended']] });
    const results = await spectral.run(new SpectralDocument(JSON.stringify(doc), Json, file));
    const found = results.map((result) => `${result.code} ${result.path.join('.')}: ${result.message}`);
    expect(results.filter((result) => result.severity === 0).map((result) => result.message)).toEqual([]);
    expect(found.length, found.join('\n')).toBeLessThan(10);
  });

  it('gives a generated client (openapi-typescript + openapi-fetch) a 422 narrowed by status to its errors object', async () => {
    const client = writeTypedClient(file);
    try {
      const typecheck = spawnSync(path.join(BIN, 'tsc'), ['-p', client.tsconfig], {
        encoding: 'utf8',
        env: QUIET,
        timeout: 120_000,
      });
      expect(typecheck.status, typecheck.stdout + typecheck.stderr).toBe(0);
      const { refusedFields } = (await import(client.module)) as {
        refusedFields(fetch: typeof globalThis.fetch): Promise<Record<string, string[]> | undefined>;
      };
      const fields = await refusedFields(async (input, init) => {
        const request = new Request(input, init);
        const url = new URL(request.url);
        const answer = await t.request({
          method: request.method as 'POST',
          url: url.pathname + url.search,
          headers: { 'content-type': 'application/json' },
          payload: await request.text(),
        });
        return new Response(answer.rawPayload, {
          status: answer.statusCode,
          headers: { 'content-type': String(answer.headers['content-type']) },
        });
      });
      expect(fields).toHaveProperty('name_company');
    } finally {
      client.remove();
    }
  });
});

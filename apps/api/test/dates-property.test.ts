// Issue 28: every date and month outside 1900-2199, or not a date at all, is refused with 422 and the envelope
// on every route, never a 500 (`received_on: "0000-01-01"` on an approval and `month=0000-01`, `0001-01` or
// `9999-12` on the e-Faktur export answered 500). Walked over the OpenAPI document: every query parameter
// and JSON body field whose schema is a date ('YYYY-MM-DD') or a month ('YYYY-MM') gets random bad values,
// and the answer must be 422 naming that field.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isBookDate, isBookMonth } from '@tagih/domain/dates';
import { DATE_PATTERN, MONTH_PATTERN } from '@tagih/domain/schemas/common';
import { createTestContext, type TestContext } from './helper.ts';

type Kind = 'date' | 'month';
interface Target {
  method: string;
  path: string;
  where: 'query' | 'body';
  field: string;
  kind: Kind;
  /** The operation's other required query parameters, each with a value it accepts (an enum's first). */
  query: Record<string, string>;
}
interface JsonSchema {
  $ref?: string;
  type?: string;
  format?: string;
  pattern?: string;
  enum?: unknown[];
  properties?: Record<string, JsonSchema>;
}
interface Operation {
  parameters?: Array<{ name: string; in: string; required?: boolean; schema?: JsonSchema }>;
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

const kindOf = (schema: JsonSchema | undefined): Kind | undefined => {
  if (!schema) return undefined;
  if (schema.format === 'date' || schema.pattern === DATE_PATTERN.source) return 'date';
  if (schema.pattern === MONTH_PATTERN.source) return 'month';
  return undefined;
};

function targetsOf(document: {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}): Target[] {
  const resolve = (schema: JsonSchema | undefined) =>
    schema?.$ref ? document.components?.schemas?.[schema.$ref.split('/').pop()!] : schema;
  const targets: Target[] = [];
  for (const [template, operations] of Object.entries(document.paths))
    for (const [method, operation] of Object.entries(operations)) {
      const path = template.replace(/\{[^}]+\}/g, '1');
      const parameters = operation.parameters ?? [];
      const query = Object.fromEntries(
        parameters
          .filter((p) => p.in === 'query' && p.required && p.schema?.enum)
          .map((p) => [p.name, String(p.schema!.enum![0])]),
      );
      for (const parameter of parameters) {
        const kind = kindOf(parameter.schema);
        if (parameter.in === 'query' && kind)
          targets.push({ method, path, where: 'query', field: parameter.name, kind, query });
      }
      const body = resolve(operation.requestBody?.content?.['application/json']?.schema);
      for (const [field, schema] of Object.entries(body?.properties ?? {})) {
        const kind = kindOf(resolve(schema));
        if (kind) targets.push({ method, path, where: 'body', field, kind, query });
      }
    }
  return targets;
}

const pad = (n: number, width: number) => String(n).padStart(width, '0');
const outsideYears = fc.oneof(fc.integer({ min: 0, max: 1899 }), fc.integer({ min: 2200, max: 9999 }));

/** Dates of the right shape outside the years, days that do not exist, and any text that is no date. */
const badDate = fc
  .oneof(
    fc
      .tuple(outsideYears, fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 28 }))
      .map(([y, m, d]) => `${pad(y, 4)}-${pad(m, 2)}-${pad(d, 2)}`),
    fc
      .tuple(
        fc.integer({ min: 1900, max: 2199 }),
        fc.integer({ min: 0, max: 99 }),
        fc.integer({ min: 0, max: 99 }),
      )
      .map(([y, m, d]) => `${y}-${pad(m, 2)}-${pad(d, 2)}`),
    fc.constantFrom('0000-01-01', '9999-12-31', '1899-12-31', '2200-01-01', '2026-02-30', '+02026-01-01'),
    fc.string({ maxLength: 20 }),
  )
  .filter((value) => !isBookDate(value.trim()));

const badMonth = fc
  .oneof(
    fc.tuple(outsideYears, fc.integer({ min: 1, max: 12 })).map(([y, m]) => `${pad(y, 4)}-${pad(m, 2)}`),
    fc
      .tuple(fc.integer({ min: 1900, max: 2199 }), fc.integer({ min: 0, max: 99 }))
      .map(([y, m]) => `${y}-${pad(m, 2)}`),
    fc.constantFrom('0000-01', '0001-01', '9999-12', '1899-12', '2200-01', '2026-13'),
    fc.string({ maxLength: 12 }),
  )
  .filter((value) => !isBookMonth(value));

describe('dates and months outside 1900-2199 or invalid (issue 28)', () => {
  let t: TestContext;
  let targets: Target[];
  beforeAll(async () => {
    t = await createTestContext();
    targets = targetsOf((await t.request({ method: 'GET', url: '/api/docs/json' })).json());
  });
  afterAll(() => t?.close());

  it('finds the date and month inputs in the document', () => {
    const named = targets.map((target) => `${target.method} ${target.path} ${target.field}`);
    expect(named).toEqual(
      expect.arrayContaining([
        'get /api/tax/efaktur month',
        'post /api/orders/1/payments/1/approve received_on',
        'post /api/voucher/store start_date',
        'get /api/orders/export from',
      ]),
    );
  });

  it('answers 422 naming the field, never a 5xx, for every bad date or month', async () => {
    for (const target of targets) {
      await fc.assert(
        fc.asyncProperty(target.kind === 'date' ? badDate : badMonth, async (value) => {
          const response =
            target.where === 'query'
              ? await t.request({
                  method: target.method.toUpperCase() as 'GET',
                  url: `${target.path}?${new URLSearchParams({ ...target.query, [target.field]: value })}`,
                })
              : await t.request({
                  method: target.method.toUpperCase() as 'POST',
                  url: `${target.path}?${new URLSearchParams(target.query)}`,
                  payload: { [target.field]: value },
                });
          const where = `${target.method} ${target.path} ${target.field}=${JSON.stringify(value)}`;
          expect(response.statusCode, `${where}: ${response.body}`).toBe(422);
          const body = response.json();
          expect(body, where).toMatchObject({ code: 422, message: expect.any(String) });
          expect(body.errors?.[target.field], `${where}: ${response.body}`).toEqual([expect.any(String)]);
        }),
        { numRuns: 25 },
      );
    }
  });
});

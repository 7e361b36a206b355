// Responses are written from their response schemas (fast-json-stringify over the zod schema) in every
// environment: a field the schema does not name never leaves the server, in production as in the tests.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { orderDetailSchema } from '@tagih/domain/schemas/order';
import { responseJsonSchema, responseSerializerCompiler } from '../src/lib/response-serializer.ts';
import { createTestContext, type TestContext } from './helper.ts';

describe('the response serializer', () => {
  const row = z.object({
    id: z.number().int(),
    name: z.string(),
    note: z.string().nullable(),
    flag: z.union([z.literal(0), z.literal(1)]),
    module: z.union([z.literal(1), z.literal(2)]).nullable(),
  });

  it('writes only the fields the schema names, nulls and flags as they are', () => {
    const write = responseSerializerCompiler({
      schema: z.object({ data: z.array(row), voucher: row.nullable() }),
    });
    const data = [
      {
        id: 1,
        name: 'PT Maju',
        note: null,
        flag: 1,
        module: null,
        password_hash: 'scrypt$...',
        extra: { a: 1 },
      },
    ];
    expect(JSON.parse(write({ data, voucher: null }))).toEqual({
      data: [{ id: 1, name: 'PT Maju', note: null, flag: 1, module: null }],
      voucher: null,
    });
    expect(JSON.parse(write({ data: [], voucher: { ...data[0], module: 2 } }))).toEqual({
      data: [],
      voucher: { id: 1, name: 'PT Maju', note: null, flag: 1, module: 2 },
    });
  });

  it('turns nullable primitives and literal unions into plain types, without anyOf', () => {
    expect(responseJsonSchema(row)).toMatchObject({
      properties: {
        note: { type: ['string', 'null'] },
        flag: { type: 'number', enum: [0, 1] },
        module: { type: ['number', 'null'], enum: [1, 2, null] },
      },
    });
    expect(JSON.stringify(responseJsonSchema(orderDetailSchema))).not.toContain('additionalProperties');
  });
});

describe('in the mode production runs in', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext({ NODE_ENV: 'production', ADMIN_PASSWORD: 'a-production-password-0001' });
  });
  afterAll(() => t.close());

  it('sends no column that a response schema does not name, on the lists and on show', async () => {
    await t.database.db.execute(
      sql`alter table companies add column internal_note text not null default 'rahasia-internal'`,
    );
    const stored = await t.request({
      method: 'POST',
      url: '/api/companies/store',
      payload: { name_company: 'PT Kolom Baru', email: 'a@kolom.co.id' },
    });
    expect(stored.statusCode).toBe(200);
    const id = stored.json().data.id_company as number;
    for (const url of ['/api/companies', `/api/companies/${id}`, '/api/companies?search=kolom']) {
      const response = await t.request({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('PT Kolom Baru');
      expect(response.body, url).not.toContain('rahasia-internal');
      expect(response.body, url).not.toContain('internal_note');
    }
  });
});

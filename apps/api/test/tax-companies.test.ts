// The buyer's tax identity on the company form (issue 21): NPWP 16 digits (an old 15-digit one is stored
// with its leading 0), NIK 16 digits, NITKU 22 digits starting with the NPWP (or NIK).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { companies } from '@tagih/db';
import { createTestContext, type TestContext } from './helper.ts';

describe('companies: NPWP, NIK and NITKU', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(() => t.close());

  const store = (payload: object) =>
    t.request({
      method: 'POST',
      url: '/api/companies/store',
      payload: { name_company: 'PT Pajak Tertib', ...payload },
    });

  it('stores a 15-digit NPWP with its leading 0, and a head-office NITKU', async () => {
    const response = await store({ npwp: '123456789012345', nitku: '0123456789012345000000' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({
      npwp: '0123456789012345',
      nik: null,
      nitku: '0123456789012345000000',
    });
  });

  it('takes a NIK instead of an NPWP, with a NITKU on the NIK', async () => {
    const response = await store({ nik: '3171012345670001', nitku: '3171012345670001000000' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({ npwp: null, nik: '3171012345670001' });
  });

  it('refuses malformed numbers with 422 keyed by field, storing nothing', async () => {
    const [{ n: before } = { n: 0 }] = await t.database.db.select({ n: count() }).from(companies);
    const cases: Array<[object, string, string]> = [
      [{ nik: '317101234567' }, 'nik', 'NIK harus 16 digit angka.'],
      [{ nik: '31710123456700a1' }, 'nik', 'Hanya boleh berisi angka.'],
      [
        { nitku: '012345678901234500000' },
        'nitku',
        'NITKU harus 22 digit: NPWP (atau NIK) 16 digit lalu 6 digit kode tempat usaha (000000 untuk kantor pusat).',
      ],
      [
        { npwp: '0123456789012345', nitku: '9999999999999999000000' },
        'nitku',
        'NITKU harus diawali NPWP (atau NIK) perusahaan ini.',
      ],
      [{ npwp: '12345678901234567' }, 'npwp', 'Maksimal 16 digit.'],
    ];
    for (const [payload, field, message] of cases) {
      const response = await store(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(422);
      expect(response.json().errors[field]).toEqual([message]);
    }
    const [{ n: after } = { n: 0 }] = await t.database.db.select({ n: count() }).from(companies);
    expect(after).toBe(before);
  });
});

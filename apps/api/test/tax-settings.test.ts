// 'Setting Pajak' (GET/PUT /api/settings/tax): the default is not PKP; a change is validated, saved and
// audited; a bad payload changes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { auditLogs, taxSettings } from '@tagih/db';
import { PPH23_RATE_MESSAGE } from '@tagih/domain/schemas/tax';
import { createTestContext, type TestContext } from './helper.ts';
import { PKP_ON, putTaxSettings } from './tax-fixtures.ts';

describe('settings/tax', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(() => t.close());

  const read = async () => (await t.request({ method: 'GET', url: '/api/settings/tax' })).json();

  it('is not PKP by default, 12% and 11/12 ready, never saved', async () => {
    expect(await read()).toEqual({
      code: 200,
      message: 'OK',
      data: {
        is_pkp: false,
        ppn_rate: 12,
        dpp_rule: '11/12',
        seller_npwp: null,
        seller_nitku: null,
        pph23_rate: '2',
        updated_at: null,
      },
    });
  });

  it('refuses bad input with 422 keyed by field, and changes nothing', async () => {
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ ...PKP_ON, is_pkp: 'yes' }, 'is_pkp', 'Pilih PKP ya atau tidak.'],
      [{ ...PKP_ON, ppn_rate: 12.5 }, 'ppn_rate', 'Tarif PPN harus angka persen bulat.'],
      [{ ...PKP_ON, ppn_rate: 0 }, 'ppn_rate', 'Tarif PPN minimal 1%.'],
      [{ ...PKP_ON, dpp_rule: '10/11' }, 'dpp_rule', 'Aturan DPP harus 11/12 atau 1/1.'],
      [{ ...PKP_ON, seller_npwp: '12345' }, 'seller_npwp', 'NPWP harus 15 atau 16 digit.'],
      [
        { ...PKP_ON, seller_npwp: null, seller_nitku: null },
        'seller_npwp',
        'NPWP penjual wajib diisi bila PKP.',
      ],
      [
        { ...PKP_ON, seller_nitku: '123' },
        'seller_nitku',
        expect.stringContaining('NITKU harus 22 digit') as never,
      ],
      [
        { ...PKP_ON, seller_nitku: '9999999999999999000000' },
        'seller_nitku',
        'NITKU harus diawali NPWP penjual.',
      ],
      // The PPh 23 rate: a percentage above 0 and below 100, at most two decimals (domain pph23.ts).
      ...['0', '100', '2.125', '-2', 'dua', 2.125].map((rate): [Record<string, unknown>, string, string] => [
        { ...PKP_ON, pph23_rate: rate },
        'pph23_rate',
        PPH23_RATE_MESSAGE,
      ]),
    ];
    for (const [payload, field, message] of cases) {
      const response = await t.request({ method: 'PUT', url: '/api/settings/tax', payload });
      expect(response.statusCode, field).toBe(422);
      expect(response.json()).toMatchObject({ code: 422, errors: { [field]: [message] } });
    }
    expect((await read()).data).toMatchObject({ is_pkp: false, updated_at: null });
  });

  it('saves PKP on, stores a 15-digit NPWP with its leading 0, and audits the change', async () => {
    const saved = await putTaxSettings(t, { ...PKP_ON, seller_npwp: '123456789012345', seller_nitku: null });
    expect(saved).toMatchObject({
      is_pkp: true,
      ppn_rate: 12,
      dpp_rule: '11/12',
      seller_npwp: '0123456789012345',
    });
    expect((await read()).data).toEqual(saved);
    const audits = await t.database.db.select().from(auditLogs).where(eq(auditLogs.entity, 'tax_settings'));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      action: 'update',
      before: expect.objectContaining({ is_pkp: false }),
      after: expect.objectContaining({ is_pkp: true, seller_npwp: '0123456789012345' }),
    });
  });

  it('keeps the PPh 23 rate exactly as typed, and keeps it when a client leaves it out', async () => {
    expect(await putTaxSettings(t, { ...PKP_ON, pph23_rate: '2,5' })).toMatchObject({ pph23_rate: '2.5' });
    expect(await putTaxSettings(t, { ...PKP_ON, pph23_rate: 1.75 })).toMatchObject({ pph23_rate: '1.75' });
    expect(await putTaxSettings(t, PKP_ON)).toMatchObject({ pph23_rate: '1.75' });
    const [row] = await t.database.db.select({ bp: taxSettings.pph23_rate_bp }).from(taxSettings);
    expect(row).toEqual({ bp: 175 });
  });

  it('needs a signed-in administrator', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/settings/tax' });
    expect(response.statusCode).toBe(401);
  });
});

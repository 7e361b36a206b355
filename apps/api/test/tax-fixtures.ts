// What the tax tests share: turning 'Setting Pajak' on or off through the API.
import type { TestContext } from './helper.ts';

export const SELLER_NPWP = '0123456789012345';

export const PKP_ON = {
  is_pkp: true,
  ppn_rate: 12,
  dpp_rule: '11/12',
  seller_npwp: SELLER_NPWP,
  seller_nitku: `${SELLER_NPWP}000000`,
};

export async function putTaxSettings(t: TestContext, payload: Record<string, unknown>) {
  const response = await t.request({ method: 'PUT', url: '/api/settings/tax', payload });
  if (response.statusCode !== 200)
    throw new Error(`settings failed: ${response.statusCode} ${response.body}`);
  return response.json().data as Record<string, unknown>;
}

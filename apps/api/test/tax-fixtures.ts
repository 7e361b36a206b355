// What the tax tests share: turning 'Setting Pajak' on or off through the API.
import { spawnSync } from 'node:child_process';
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

/**
 * What libxml2's parser (`xmllint --noout`, Debian's libxml2-utils, installed by `npm test`) says is wrong
 * with a document: '' when it is well-formed XML. fast-xml-parser's own validator is no judge here: it
 * passes '<a>\u0001</a>', the very fault Coretax refuses.
 */
export function xmllintErrors(xml: string): string {
  const result = spawnSync('/usr/bin/xmllint', ['--noout', '-'], { input: xml, encoding: 'utf8' });
  if (result.error) throw result.error;
  return result.status === 0 ? result.stderr : `exit ${result.status}: ${result.stderr}`;
}

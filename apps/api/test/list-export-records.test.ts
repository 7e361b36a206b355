// Issue 27, "every list's export carries the whole record a clerk needs": a company's export has its code,
// name, NPWP or NIK, e-mail, phone, address and PIC, not only the three columns the list shows; the XLSX
// keeps NPWP and phone digits as text (leading zeros intact).
import { Workbook } from '@cj-tech-master/excelts';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './helper.ts';

const COMPANY = {
  name_company: 'PT Arsip Lengkap',
  phone_company: '0215550101',
  email: 'keuangan@arsip.co.id',
  npwp: '0123456789012345',
  nitku: '0123456789012345000000',
  address_company: 'Jl. Merdeka 1\nJakarta Pusat',
  city: 'Jakarta',
  province: 'DKI Jakarta',
  country: 'Indonesia',
  pic_name: 'Sari Wulandari',
  pic_email: 'sari@arsip.co.id',
  pic_phone: '081234567890',
};

describe("every list's export carries the whole record (issue 27)", () => {
  let t: TestContext;
  let code: string;
  beforeAll(async () => {
    t = await createTestContext();
    const stored = await t.request({ method: 'POST', url: '/api/companies/store', payload: COMPANY });
    expect(stored.statusCode, stored.body).toBe(200);
    code = stored.json().data.code_company;
    const person = await t.request({
      method: 'POST',
      url: '/api/companies/store',
      payload: { name_company: 'CV Perorangan', nik: '3171012345670001' },
    });
    expect(person.statusCode, person.body).toBe(200);
  });
  afterAll(() => t.close());

  it('a company: code, name, NPWP or NIK, e-mail, phone, address and PIC', async () => {
    const response = await t.request({ method: 'GET', url: '/api/companies/export?format=csv' });
    const [header, ...lines] = parse(response.rawPayload.toString('utf8'), { bom: true }) as string[][];
    const record = (name: string) =>
      Object.fromEntries(
        header!.map((label, index) => [label, lines.find((cells) => cells.includes(name))![index]]),
      );
    expect(record(COMPANY.name_company)).toMatchObject({
      'Kode Perusahaan': code,
      'Nama Perusahaan': COMPANY.name_company,
      'No Telp Perusahaan': COMPANY.phone_company,
      NPWP: COMPANY.npwp,
      NIK: '',
      NITKU: COMPANY.nitku,
      'Email Perusahaan': COMPANY.email,
      Alamat: COMPANY.address_company,
      Kota: COMPANY.city,
      'Nama PIC': COMPANY.pic_name,
      'Email PIC': COMPANY.pic_email,
      'No Telp PIC': COMPANY.pic_phone,
    });
    expect(record('CV Perorangan')).toMatchObject({ NPWP: '', NIK: '3171012345670001' });
  });

  it('the XLSX keeps NPWP and phone numbers as text, so their leading zeros stay', async () => {
    const response = await t.request({ method: 'GET', url: '/api/companies/export?format=xlsx' });
    const workbook = new Workbook();
    await workbook.xlsx.load(response.rawPayload);
    const sheet = workbook.worksheets[0]!;
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    const row = [2, 3].map((n) => sheet.getRow(n)).find((r) => r.getCell(2).value === COMPANY.name_company)!;
    expect(row.getCell(header.indexOf('NPWP') + 1).value).toBe(COMPANY.npwp);
    expect(row.getCell(header.indexOf('No Telp PIC') + 1).value).toBe(COMPANY.pic_phone);
    expect(row.getCell(header.indexOf('Dibuat') + 1).value).toBeInstanceOf(Date);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@tagih/domain/dates';
import { createTestContext, type TestContext } from './helper.ts';
import { day, makeStatementBooks, owedAtEndOf } from './statement-fixtures.ts';
import { pdfText } from './pdf-text.ts';

interface StatementBody {
  opening_balance: string;
  closing_balance: string;
  closing_balance_words: string;
  lines: Array<{
    date: string;
    kind: string;
    invoice_number: string;
    description: string;
    debit: string;
    credit: string;
    balance: string;
  }>;
}

describe('GET /companies/{id}/statement', () => {
  let t: TestContext;
  let books: Awaited<ReturnType<typeof makeStatementBooks>>;
  const statementOf = async (from: string, to: string, id = books.c.maju.id_company) => {
    const response = await t.request({
      method: 'GET',
      url: `/api/companies/${id}/statement?from=${from}&to=${to}`,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as StatementBody;
  };

  beforeAll(async () => {
    t = await createTestContext();
    books = await makeStatementBooks(t);
  });
  afterAll(() => t.close());

  it('opens with what was owed, lists each movement in date order with its running balance, and closes', async () => {
    const statement = await statementOf(day(-60), day(-5));
    // Before the period: A 1.100.000 less 500.000 received.
    expect(statement.opening_balance).toBe('600000');
    expect(
      statement.lines.map((line) => [
        line.date,
        line.kind,
        line.invoice_number,
        line.debit,
        line.credit,
        line.balance,
      ]),
    ).toEqual([
      [day(-50), 'invoice', books.b.invoice_number, '1200000', '0', '1800000'],
      [day(-45), 'invoice', books.cancelled.invoice_number, '1100000', '0', '2900000'],
      [day(-44), 'cancellation', books.cancelled.invoice_number, '0', '1100000', '1800000'],
      [day(-40), 'payment', books.b.invoice_number, '0', '1200000', '600000'],
      [day(-20), 'invoice', books.d.invoice_number, '1100000', '0', '1700000'],
      [day(-10), 'payment', books.d.invoice_number, '0', '300000', '1400000'],
    ]);
    expect(statement.closing_balance).toBe('1400000');
    expect(statement.closing_balance_words).toBe('Satu juta empat ratus ribu rupiah');
    expect(statement.lines[0]!.description).toBe('Tagihan Tagih Pro');
    expect(statement.lines[2]!.description).toBe('Invoice dibatalkan');
    // CV Sinar's order is not on Maju's statement.
    expect(statement.lines.some((line) => line.invoice_number === books.other.invoice_number)).toBe(false);
  });

  it('agrees with SQL at every cut: opening, each running balance, closing', async () => {
    for (const [from, to] of [
      [day(-100), day(0)],
      [day(-85), day(-45)],
      [day(-44), day(-44)],
      [day(-39), day(-11)],
    ] as const) {
      const statement = await statementOf(from, to);
      expect(statement.opening_balance, `opening ${from}`).toBe(
        await owedAtEndOf(t, books.c.maju.id_company, addDays(from, -1)),
      );
      for (const line of statement.lines)
        if (line === statement.lines.findLast((other) => other.date === line.date))
          expect(line.balance, `balance ${line.date}`).toBe(
            await owedAtEndOf(t, books.c.maju.id_company, line.date),
          );
      expect(statement.closing_balance, `closing ${to}`).toBe(
        await owedAtEndOf(t, books.c.maju.id_company, to),
      );
      const sum = statement.lines.reduce(
        (total, line) => total + BigInt(line.debit) - BigInt(line.credit),
        BigInt(statement.opening_balance),
      );
      expect(sum.toString()).toBe(statement.closing_balance);
    }
  });

  it("shows today's reversal as a debit, and closes on what the orders still owe", async () => {
    const statement = await statementOf(day(-5), day(0));
    expect(statement.lines).toEqual([
      expect.objectContaining({
        date: day(0),
        kind: 'reversal',
        invoice_number: books.b.invoice_number,
        debit: '1200000',
        credit: '0',
      }),
    ]);
    // A 600.000 + B 1.200.000 (unpublished) + C nothing (cancelled) + D 800.000.
    expect(statement.closing_balance).toBe('2600000');
    const orders = await t.request({
      method: 'GET',
      url: `/api/orders?id_company=${books.c.maju.id_company}`,
    });
    const owed = (orders.json().data as Array<{ id_company: number; balance_due: string }>)
      .filter((row) => row.id_company === books.c.maju.id_company)
      .reduce((total, row) => total + BigInt(row.balance_due), 0n);
    expect(owed.toString()).toBe('2600000');
  });

  it('draws the PDF with the same figures and Indonesian labels', async () => {
    const id = books.c.maju.id_company;
    const response = await t.request({
      method: 'GET',
      url: `/api/companies/${id}/statement.pdf?from=${day(-60)}&to=${day(-5)}`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `inline; filename="Laporan-Rekening-MJA0001-${day(-60)}-${day(-5)}.pdf"`,
    );
    const text = (await pdfText(response.rawPayload)).flat;
    expect(text).toContain('LAPORAN REKENING');
    expect(text).toContain('PT Maju Jaya Abadi');
    expect(text).toMatch(/Saldo Awal Rp\. 600\.000/);
    expect(text).toMatch(/Saldo Akhir Rp\. 1\.400\.000/);
    expect(text).toContain('Terbilang: Satu juta empat ratus ribu rupiah');
    for (const order of [books.b, books.cancelled, books.d]) expect(text).toContain(order.invoice_number);
    expect(text).toMatch(/Invoice dibatalkan 1\.100\.000 1\.800\.000/);
    expect(text).toMatch(/Total Debit Rp\. 3\.400\.000/);
    expect(text).toMatch(/Total Kredit Rp\. 2\.600\.000/);
  });

  it('refuses bad periods with 422 and an unknown company with 404', async () => {
    const id = books.c.maju.id_company;
    const ask = (query: string, company: number | string = id) =>
      t.request({ method: 'GET', url: `/api/companies/${company}/statement?${query}` });
    const fields = async (query: string) => {
      const response = await ask(query);
      expect(response.statusCode, query).toBe(422);
      return response.json().errors as Record<string, string[]>;
    };
    expect(await fields('from=2026-10-31&to=2026-10-01')).toEqual({
      to: ["Tanggal 'sampai' tidak boleh sebelum tanggal 'dari'."],
    });
    expect(Object.keys(await fields('from=2026-02-30&to=2026-03-01'))).toEqual(['from']);
    expect(Object.keys(await fields('from=kemarin&to=2026-03-01'))).toEqual(['from']);
    expect(Object.keys(await fields('to=2026-03-01'))).toEqual(['from']);
    expect(Object.keys(await fields('from=1800-01-01&to=2026-03-01'))).toEqual(['from']);
    const unknown = await ask('from=2026-10-01&to=2026-10-31', 999_999);
    expect(unknown.statusCode).toBe(404);
    const pdf = await t.request({
      method: 'GET',
      url: `/api/companies/999999/statement.pdf?from=2026-10-01&to=2026-10-31`,
    });
    expect(pdf.statusCode).toBe(404);
  });
});

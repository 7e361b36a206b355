// A company's statement of account for a period (issue 30), as the route answers it and the PDF and the mail
// are made from: the company, the domain's statement of its ledger entries, the closing balance in words.
import type { Db } from '@tagih/db';
import { balanceInWords, buildStatement, type Statement } from '@tagih/domain/statement';
import type { StatementPeriod, StatementView } from '@tagih/domain/schemas/statement';
import { findStatementCompany, readStatementEntries, type StatementCompany } from './statement-entries.ts';

export interface CompanyStatement {
  company: StatementCompany;
  period: StatementPeriod;
  statement: Statement;
  words: string;
}

export async function companyStatement(
  db: Db,
  companyId: number,
  period: StatementPeriod,
): Promise<CompanyStatement> {
  const company = await findStatementCompany(db, companyId);
  const entries = await readStatementEntries(db, companyId, period.to);
  const statement = buildStatement(entries, period.from, period.to);
  return { company, period, statement, words: balanceInWords(statement.closing_balance) };
}

/** The JSON of a statement: money as digit strings. */
export function statementView({ company, period, statement, words }: CompanyStatement): StatementView {
  return {
    id_company: company.id_company,
    name_company: company.name_company,
    from: period.from,
    to: period.to,
    opening_balance: statement.opening_balance.toString(),
    closing_balance: statement.closing_balance.toString(),
    closing_balance_words: words,
    lines: statement.lines.map((line) => ({
      date: line.date,
      kind: line.kind,
      invoice_number: line.invoice_number,
      description: line.description,
      debit: line.debit.toString(),
      credit: line.credit.toString(),
      balance: line.balance.toString(),
    })),
  };
}

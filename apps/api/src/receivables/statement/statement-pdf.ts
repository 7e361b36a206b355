// One call from a company and a period to its statement PDF, for the route and the mail alike: read the
// statement, decide its content, draw it in the invoice drawing threads (app.drawStatement).
import type { Db } from '@tagih/db';
import type { CalendarDate } from '@tagih/domain/dates';
import type { StatementPeriod } from '@tagih/domain/schemas/statement';
import type { Seller } from '../../orders/invoice/content/invoice-shape.ts';
import type { DrawStatement } from '../../orders/invoice/drawing/pdf-drawing.ts';
import { companyStatement, type CompanyStatement } from './company-statement.ts';
import { buildStatementContent, statementFileName } from './statement-content.ts';

export interface StatementPdf {
  pdf: Buffer;
  fileName: string;
  statement: CompanyStatement;
}

export interface StatementMaking {
  db: Db;
  draw: DrawStatement;
  seller: Seller;
}

export async function createStatementPdf(
  { db, draw, seller }: StatementMaking,
  companyId: number,
  period: StatementPeriod,
  printedOn: CalendarDate,
): Promise<StatementPdf> {
  const statement = await companyStatement(db, companyId, period);
  const pdf = await draw(buildStatementContent(statement, seller, printedOn));
  return { pdf, fileName: statementFileName(statement.company, period), statement };
}

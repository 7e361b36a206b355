// A company's code (decisions.md "Generated codes"): its name's initials and a sequence per initials, taken
// inside the storing transaction; a rename keeps the code while the initials stay.
import { eq } from 'drizzle-orm';
import { companies, type Db } from '@tagih/db';
import { companyInitials, formatCompanyCode, parseCompanyCode } from '@tagih/domain/codes';
import { peekNext, takeNext } from './code-sequences.ts';

const scopeOf = (initials: string) => `company:${initials}`;

async function codeTaken(db: Db, code: string): Promise<boolean> {
  const [row] = await db
    .select({ id: companies.id_company })
    .from(companies)
    .where(eq(companies.code_company, code))
    .limit(1);
  return row !== undefined;
}

/** The code a company with this name would get now; nothing is reserved (the form's preview). */
export async function previewCompanyCode(db: Db, name: string): Promise<string> {
  const initials = companyInitials(name);
  let seq = await peekNext(db, scopeOf(initials));
  while (await codeTaken(db, formatCompanyCode(initials, seq))) seq += 1;
  return formatCompanyCode(initials, seq);
}

/** Takes the next free code for the name; the sequence row stays locked until the transaction ends. */
export async function assignCompanyCode(tx: Db, name: string): Promise<string> {
  const initials = companyInitials(name);
  for (;;) {
    const code = formatCompanyCode(initials, await takeNext(tx, scopeOf(initials)));
    if (!(await codeTaken(tx, code))) return code;
  }
}

/** A renamed company keeps its code while the initials stay the same; new initials get a new code. */
export function keepsCode(code: string, newName: string): boolean {
  return parseCompanyCode(code)?.initials === companyInitials(newName);
}

// Counters behind generated codes (decisions.md "Generated codes"). `takeNext` runs inside the storing
// transaction: INSERT ... ON CONFLICT DO UPDATE locks the scope's row until commit, so two staff storing at
// once get consecutive numbers, and a rolled-back store gives its number back (no gaps).
import { eq, sql } from 'drizzle-orm';
import { codeSequences, type Db } from '@tagih/db';

/** Reserves and returns the next number of a scope ('company:MJA' -> 1, 2, 3 ...). Call inside a transaction. */
export async function takeNext(tx: Db, scope: string): Promise<number> {
  const [row] = await tx
    .insert(codeSequences)
    .values({ scope, last_value: 1 })
    .onConflictDoUpdate({
      target: codeSequences.scope,
      set: { last_value: sql`${codeSequences.last_value} + 1` },
    })
    .returning({ value: codeSequences.last_value });
  return row!.value;
}

/** The number `takeNext` would give now, without reserving it (previews such as get_company_number). */
export async function peekNext(db: Db, scope: string): Promise<number> {
  const [row] = await db
    .select({ value: codeSequences.last_value })
    .from(codeSequences)
    .where(eq(codeSequences.scope, scope));
  return (row?.value ?? 0) + 1;
}

// A master package's code (decisions.md "The ledger"): the month's next PKG-YYYYMM-NNNN from the sequence,
// taken inside the writing transaction, or the user's own, refused with 422 when another record has it. The
// unique index decides races: a generated code is retried with the next number, a given one is refused.
import { eq } from 'drizzle-orm';
import { masterPackages, type Db } from '@tagih/db';
import { formatKodePaket, yearMonthOf } from '@tagih/domain/codes';
import { todayInJakarta } from '@tagih/domain/dates';
import { AppError } from '../lib/app-error.ts';
import { pgErrorCode, UNIQUE_VIOLATION } from '../lib/pg-errors.ts';
import { peekNext, takeNext } from './code-sequences.ts';

export const KODE_TAKEN = 'Kode paket sudah digunakan, gunakan kode lain.';

const sequenceScope = (yyyymm: string) => `kode_paket:${yyyymm}`;

export async function codeExists(db: Db, code: string, exceptId?: number): Promise<boolean> {
  const [hit] = await db
    .select({ id: masterPackages.id })
    .from(masterPackages)
    .where(eq(masterPackages.kode_paket, code));
  return hit !== undefined && hit.id !== exceptId;
}

/** The code the next automatic store would get, not reserved (GET /kode_paket/get_kode_paket). */
export async function previewKodePaket(db: Db, today = todayInJakarta()): Promise<string> {
  const yyyymm = yearMonthOf(today);
  let seq = await peekNext(db, sequenceScope(yyyymm));
  while (await codeExists(db, formatKodePaket(yyyymm, seq))) seq += 1;
  return formatKodePaket(yyyymm, seq);
}

/** Reserves the month's next code inside the transaction; skips a number some record already carries. */
async function reserveKodePaket(tx: Db): Promise<string> {
  const yyyymm = yearMonthOf(todayInJakarta());
  for (;;) {
    const code = formatKodePaket(yyyymm, await takeNext(tx, sequenceScope(yyyymm)));
    if (!(await codeExists(tx, code))) return code;
  }
}

/**
 * Writes the row with a generated code. The write runs in a savepoint, so when a code given by a concurrent
 * store takes the number between the check and the write, only the savepoint is rolled back and the next
 * number is tried.
 */
export async function withGeneratedCode<T>(tx: Db, write: (db: Db, code: string) => Promise<T>): Promise<T> {
  for (;;) {
    const code = await reserveKodePaket(tx);
    try {
      return await tx.transaction((savepoint) => write(savepoint, code));
    } catch (error) {
      if (pgErrorCode(error) !== UNIQUE_VIOLATION) throw error;
    }
  }
}

/** A given code that a concurrent write stored first: the unique index refuses it, answered like the check. */
export async function refusingDuplicateCode<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (pgErrorCode(error) === UNIQUE_VIOLATION) throw AppError.field('kode_paket', KODE_TAKEN);
    throw error;
  }
}

// The database's refusals of an order's write, answered in the envelope: a catalogue row deleted between the
// read and the insert (a foreign key), and a second live renewal of one order (the unique index
// orders_one_renewal, migration 0024), which two renewals racing past the row lock, or an edit turning an order
// into a renewal of an order renewed already, would make.
import { eq, sql } from 'drizzle-orm';
import { orders, type Db } from '@tagih/db';
import { renewedRefusal } from '@tagih/domain/renewal-eligibility';
import { AppError } from '../../lib/app-error.ts';
import {
  FOREIGN_KEY_VIOLATION,
  ONE_RENEWAL_INDEX,
  pgErrorCode,
  pgErrorConstraint,
  UNIQUE_VIOLATION,
} from '../../lib/pg-errors.ts';
import { renewedByFields } from '../read/orders-renewed-by.ts';

/**
 * Runs a store or an update of `input`. A deleted catalogue row: the user is told to try again (409), nothing
 * changed. A second renewal of `input.id_order`: the 409 the renewal's refusal gives, naming the renewal.
 */
export async function mappingWriteErrors<T>(
  db: Db,
  input: { id_order: number | null },
  work: () => Promise<T>,
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const code = pgErrorCode(error);
    if (code === FOREIGN_KEY_VIOLATION)
      throw AppError.conflict('Data katalog berubah saat order disimpan. Muat ulang lalu simpan kembali.');
    if (code === UNIQUE_VIOLATION && pgErrorConstraint(error) === ONE_RENEWAL_INDEX)
      throw AppError.conflict(await secondRenewalMessage(db, input.id_order ?? 0));
    throw error;
  }
}

/** 'Order INV/… sudah diperpanjang oleh INV/….', read after the refused write rolled back. */
async function secondRenewalMessage(db: Db, renewedId: number): Promise<string> {
  const { renewed_by_invoice } = renewedByFields(sql`${renewedId}::int`);
  const [row] = await db
    .select({ invoice_number: orders.invoice_number, renewal: renewed_by_invoice })
    .from(orders)
    .where(eq(orders.id, renewedId));
  return renewedRefusal(row?.invoice_number ?? 'ini', row?.renewal ?? 'order lain');
}

// What keeps a company from being deleted: its orders, users and voided invoice numbers in the register.
import { eq, sql, type SQL } from 'drizzle-orm';
import { clientUsers, companies, orders, voidedInvoices, type Db } from '@tagih/db';
import { AppError } from '../lib/app-error.ts';

// What keeps a company: its orders, users and voided numbers; one statement, as `db` is the delete's transaction.
async function usage(db: Db, id: number) {
  const counted = (rows: SQL) => sql<number>`(select count(*) from ${rows})::int`.mapWith(Number);
  const [used] = await db
    .select({
      orders: counted(sql`${orders} where ${eq(orders.id_company, id)}`),
      users: counted(sql`${clientUsers} where ${eq(clientUsers.id_company, id)}`),
      voided: counted(sql`${voidedInvoices} where ${eq(voidedInvoices.id_company, id)}`),
    })
    .from(companies)
    .where(eq(companies.id_company, id));
  return used ?? { orders: 0, users: 0, voided: 0 };
}

/** Refuses (409) the delete of a company something still keeps, naming what. */
export async function refuseWhileUsed(tx: Db, before: { id_company: number; name_company: string }) {
  const id = before.id_company;
  const used = await usage(tx, id);
  if (used.orders > 0 || used.users > 0 || used.voided > 0) {
    const parts = [
      used.orders > 0 ? `${used.orders} order` : '',
      used.users > 0 ? `${used.users} user` : '',
      used.voided > 0 ? `${used.voided} nomor invoice void di register` : '',
    ].filter(Boolean);
    throw AppError.conflict(
      `Company ${before.name_company} masih memiliki ${parts.join(' dan ')}, sehingga tidak dapat dihapus.`,
    );
  }
}

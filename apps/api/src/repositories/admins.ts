import { eq, sql } from 'drizzle-orm';
import { admins, hashPassword, type Db } from '@tagih/db';
import { AppError } from '../lib/app-error.ts';

export async function findAdminByEmail(db: Db, email: string) {
  const [row] = await db
    .select()
    .from(admins)
    .where(eq(sql`lower(${admins.email})`, email.toLowerCase()))
    .limit(1);
  return row;
}

export async function createAdmin(db: Db, input: { email: string; name: string; password: string }) {
  if (await findAdminByEmail(db, input.email)) throw AppError.field('email', 'Email sudah terdaftar.');
  const [row] = await db
    .insert(admins)
    .values({
      email: input.email.toLowerCase(),
      name: input.name,
      password_hash: await hashPassword(input.password),
    })
    .returning({ id: admins.id, email: admins.email, name: admins.name });
  return row!;
}

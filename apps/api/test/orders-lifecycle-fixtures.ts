// The calls the two order-lifecycle test files make (list, show and update; cancel, status and delete).
// Each file keeps its own context and hands it over through `get` when a test runs, after beforeAll made it.
import { eq } from 'drizzle-orm';
import { orders } from '@tagih/db';
import type { TestContext } from './helper.ts';

export function orderLifecycleCalls(get: () => TestContext) {
  const update = (id: number, payload: Record<string, unknown>) =>
    get().request({ method: 'PUT', url: `/api/orders/update/${id}`, payload });
  const cancel = (order: unknown) =>
    get().request({ method: 'POST', url: '/api/orders/cancel_order', payload: { order } });
  const setStatus = (id: number, status: unknown) =>
    get().request({ method: 'POST', url: `/api/orders/change-status/${id}`, payload: { status } });
  const remove = (id: number) => get().request({ method: 'DELETE', url: `/api/orders/delete/${id}` });
  const stored = async (id: number) =>
    (await get().database.db.select().from(orders).where(eq(orders.id, id)))[0];
  /** Sets a payment proof straight in the table, as an upload would (the file itself is not needed here). */
  const giveProof = (id: number) =>
    get()
      .database.db.update(orders)
      .set({ payment_proof: 'payment-proofs/00112233445566778899aabbccddeeff.png' })
      .where(eq(orders.id, id));
  return { update, cancel, setStatus, remove, stored, giveProof };
}

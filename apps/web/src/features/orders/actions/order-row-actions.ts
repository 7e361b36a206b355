// When each row action of the order list, and each button of the view dialog, is offered: asked of the
// lifecycle table in packages/domain (the same table the server enforces), so the console never offers a
// step the server would refuse.
import { allows, orderState, type OrderStep } from '@tagih/domain/order-lifecycle';
import type { OrderRow } from '@tagih/domain/schemas/order';

const can = (step: OrderStep) => (row: OrderRow) => allows(step, orderState(row));

export const offers = {
  /** Upload payment proof: while no proof exists and the order is not cancelled. */
  uploadProof: can('upload_proof'),
  /** Edit: not cancelled, no proof, not paid. */
  edit: can('update'),
  /** Download and send the invoice: only while not cancelled. */
  invoice: can('send'),
  /** Cancel: not cancelled, not paid (unpublish first), no proof. */
  cancel: can('cancel'),
  /** Delete voids the order: never sent, no proof, not paid. */
  delete: can('delete'),
  /** publish at status 0, unpublish at status 1 (the view dialog). */
  pay: can('pay'),
  unpay: can('unpay'),
};

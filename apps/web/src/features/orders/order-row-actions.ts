// When each row action of the order list is offered (spec section 4): decided here once, from the row.
import type { OrderRow } from '@tagih/domain/schemas/order';

const canceled = (row: OrderRow) => row.is_canceled === 1;
const hasProof = (row: OrderRow) => row.payment_proof !== null;

export const offers = {
  /** Upload payment proof and Edit: while no proof exists and the order is not cancelled. */
  uploadProof: (row: OrderRow) => !canceled(row) && !hasProof(row),
  edit: (row: OrderRow) => !canceled(row) && !hasProof(row),
  /** Download and send the invoice: only while not cancelled. */
  invoice: (row: OrderRow) => !canceled(row),
  /** Cancel: while not cancelled and no proof exists. */
  cancel: (row: OrderRow) => !canceled(row) && !hasProof(row),
};

// What the PPh 23 test files share (issue 31): a PKP seller's order with a proof waiting, approving it with
// PPh 23 withheld, recording a bukti potong later, and a small PDF.
import { PPH23_DEFAULT_RATE_BP, proposedWithholding } from '@tagih/domain/pph23';
import { todayInJakarta } from '@tagih/domain/dates';
import { multipart, type FormPart } from './fixtures/multipart.ts';
import type { TestContext } from './helper.ts';
import { basePayload, createOrder, type OrderCatalogue } from './orders-fixtures.ts';
import { paymentCalls } from './payments-fixtures.ts';

/** The smallest file a PDF reader opens: header, one empty page, trailer, end-of-file marker. */
export const tinyPdf = () =>
  Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
      '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
    'latin1',
  );

export function withholdingCalls(get: () => TestContext) {
  const calls = paymentCalls(get);
  /** A stored order with a pending review; its figures as numbers the test reasons with. */
  const orderWithProof = async (c: OrderCatalogue, over: Record<string, unknown> = {}) => {
    const order = await createOrder(get(), basePayload(c, over));
    await calls.uploadProof(order.id);
    const book = await calls.book(order.id);
    const beforePpn = BigInt(order.total_price as string);
    return {
      id: order.id,
      invoice: order.invoice_number,
      reviewId: book.reviews[0]!.id,
      amountDue: BigInt(order.amount_due as string),
      beforePpn,
      /** 2% of the amount before PPN, half-up: what the form proposes. */
      proposed: proposedWithholding(beforePpn, PPH23_DEFAULT_RATE_BP),
    };
  };
  /** Approves the review with `received` and `withheld`, answering the response. */
  const approveWithheld = (
    order: { id: number; reviewId: number },
    received: bigint,
    withheld: bigint,
    more: Record<string, unknown> = {},
  ) =>
    calls.approve(order.id, order.reviewId, {
      amount: String(received),
      received_on: todayInJakarta(),
      withheld_pph23: String(withheld),
      ...more,
    });
  const recordSlip = (orderId: number, paymentId: number | string, parts: FormPart[]) =>
    get().request({
      method: 'POST',
      url: `/api/orders/${orderId}/payments/${paymentId}/withholding`,
      ...multipart(parts),
    });
  const pdfPart = (): FormPart => ({
    name: 'file',
    value: tinyPdf(),
    filename: 'bukti-potong.pdf',
    contentType: 'application/pdf',
  });
  return { ...calls, orderWithProof, approveWithheld, recordSlip, pdfPart };
}

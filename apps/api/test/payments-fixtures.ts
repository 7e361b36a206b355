// The calls the payment-review test files make: upload a proof, read the book, approve and reject a review.
import type { OrderPayments } from '@tagih/domain/schemas/payment';
import { solidPng } from './fixtures/images.ts';
import { multipart } from './fixtures/multipart.ts';
import type { TestContext } from './helper.ts';
import { asMaker } from './proof-maker.ts';

export function paymentCalls(get: () => TestContext) {
  /** Uploads a proof image (a different colour each call, so each is a new file), as the maker (proof-maker.ts). */
  let shade = 0;
  const uploadProof = (orderId: number) => {
    shade += 1;
    const { payload, headers } = multipart([
      { name: 'id', value: String(orderId) },
      {
        name: 'file',
        value: solidPng(4, 4, [shade, 60, 90]),
        filename: 'bukti.png',
        contentType: 'image/png',
      },
    ]);
    return asMaker(get(), { method: 'POST', url: '/api/orders/payment_proof', payload, headers });
  };
  const book = async (orderId: number) => {
    const response = await get().request({ method: 'GET', url: `/api/orders/${orderId}/payments` });
    if (response.statusCode !== 200) throw new Error(`payments ${response.statusCode} ${response.body}`);
    return response.json().data as OrderPayments;
  };
  const approve = (orderId: number, reviewId: number | string, payload: Record<string, unknown>) =>
    get().request({ method: 'POST', url: `/api/orders/${orderId}/payments/${reviewId}/approve`, payload });
  const reject = (orderId: number, reviewId: number, payload: Record<string, unknown>) =>
    get().request({ method: 'POST', url: `/api/orders/${orderId}/payments/${reviewId}/reject`, payload });
  const row = async (orderId: number) =>
    (await get().request({ method: 'GET', url: `/api/orders/${orderId}` })).json().data as {
      status: number;
      balance_due: string;
      total_price: string;
      paid_at: string | null;
      payment_proof: string | null;
    };
  /** change-status; `received` is a publish's `{amount, received_on}` (or anything, to test refusals). */
  const setStatus = (orderId: number, status: number, received: Record<string, unknown> = {}) =>
    get().request({
      method: 'POST',
      url: `/api/orders/change-status/${orderId}`,
      payload: { status, ...received },
    });
  return { uploadProof, book, approve, reject, row, setStatus };
}

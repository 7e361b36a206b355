// A new order for a company and product that already has a running subscription (issue 32): the console asks
// the clerk to confirm, naming it, before saving; the API accepts the order either way (as the spec does).
// Running = active, ending or renewed today (GET /subscriptions judges it, on the server's day and setting).
import type { OrderDetail } from '@tagih/domain/schemas/order';
import type { SubscriptionRow } from '@tagih/domain/schemas/subscription';
import { confirmAction } from '../../../components/confirm-dialog';
import { api, type ListResponse } from '../../../lib/api-client';
import type { OrderFormValues } from './order-form-values';

/** The company's running subscription of the product that ends last, or null (also when the look-up fails). */
async function runningSubscription(idCompany: string, idProduct: string): Promise<SubscriptionRow | null> {
  try {
    const answer = await api.get<ListResponse<SubscriptionRow>>('/subscriptions', {
      query: { id_company: idCompany, id_product_item: idProduct, sort: 'end_period', dir: 'desc' },
      silent: true,
    });
    return answer.data.find((row) => row.status !== 'ended') ?? null;
  } catch {
    return null; // the look-up is a courtesy: a failure must not stop the order being saved
  }
}

/** The question, naming the running subscription. */
export const overlapQuestion = (running: SubscriptionRow) =>
  `${running.name_company} sudah berlangganan ${running.product} sampai ${running.end_period} (${running.invoice_number}). Tetap buat order baru?`;

/** True to save: an edit, an upgrade or renewal, or a new order with nothing running, or the clerk confirms. */
export async function confirmOverlap(
  values: OrderFormValues,
  record: OrderDetail | undefined,
): Promise<boolean> {
  if (record || values.id_order || !values.id_company || !values.id_product_item) return true;
  const running = await runningSubscription(values.id_company, values.id_product_item);
  if (!running) return true;
  return confirmAction({
    title: 'Langganan masih berjalan',
    text: overlapQuestion(running),
    confirmLabel: 'Ya, buat order baru',
  });
}

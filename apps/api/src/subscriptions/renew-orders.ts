// Renewing several orders at once ('Perpanjang' on the selected subscriptions, `POST /subscriptions/renew`):
// each order is renewed in its own transaction by renewOrder, one after the other, so one refusal undoes no
// other renewal; the answer lists each order's outcome (renew-answer contract, schemas/subscription-renew.ts).
import type { RenewAnswer, RenewResult } from '@tagih/domain/schemas/subscription-renew';
import { AppError } from '../lib/app-error.ts';
import type { AuditContext } from '../repositories/audit.ts';
import { errorText, renewOrder, type RenewDeps, type RenewedOrder } from './renew.ts';

const REFUSAL_STATUSES = [404, 409, 422] as const;
type RefusalStatus = (typeof REFUSAL_STATUSES)[number];
const isRefusal = (error: unknown): error is AppError & { statusCode: RefusalStatus } =>
  error instanceof AppError && (REFUSAL_STATUSES as readonly number[]).includes(error.statusCode);

/** What the answer says of a renewal made: its number, and whether its invoice went out. */
function renewedMessage({ renewal, sent, sendError }: RenewedOrder, send: boolean): string {
  const made = `Diperpanjang: ${renewal.invoice_number}`;
  if (!send) return `${made}.`;
  return sent ? `${made}; invoice terkirim.` : `${made}; invoice tidak terkirim: ${sendError}`;
}

/** '2 order diperpanjang, 1 ditolak.' */
export function renewSummary(renewed: number, refused: number): string {
  return `${renewed} order diperpanjang${refused > 0 ? `, ${refused} ditolak` : ''}.`;
}

/**
 * Renews each of `ids` (renewOrder, manual) and answers every outcome. A refusal (404, 409, 422) is that order's
 * result, except when it is the only order asked: then it is thrown, as the call's own answer (a 422 keeps its
 * fields and says its first reason). Anything else is the server's failure and propagates (the renewals made
 * before it stand).
 */
export async function renewOrders(
  deps: RenewDeps,
  ids: readonly number[],
  context: AuditContext,
  send: boolean,
): Promise<RenewAnswer> {
  const results: RenewResult[] = [];
  for (const id of ids) {
    try {
      const made = await renewOrder(deps, id, context, { send, automatic: false });
      results.push({
        id_order: id,
        status: 200,
        message: renewedMessage(made, send),
        renewal: made.renewal,
        sent: made.sent,
      });
    } catch (error) {
      if (!isRefusal(error)) throw error;
      if (ids.length === 1) throw new AppError(error.statusCode, errorText(error), error.errors);
      const refusal = { status: error.statusCode, message: errorText(error) };
      results.push({ id_order: id, ...refusal, renewal: null, sent: false });
    }
  }
  const renewed = results.filter((result) => result.status === 200).length;
  return { renewed, refused: results.length - renewed, results };
}

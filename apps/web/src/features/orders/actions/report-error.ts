// Failures the API client leaves to the screen (spec section 8 shows only 400/401/422/5xx itself): the order
// actions still tell the user why nothing happened, e.g. a 409 'Order ini sudah dibatalkan.'.
import { isApiError } from '../../../lib/api-errors';
import { notifyError } from '../../../lib/notify';

export function reportActionError(error: unknown): void {
  if (!isApiError(error)) return;
  const reported =
    error.status === 400 || error.status === 401 || error.status === 422 || error.status >= 500;
  if (!reported) notifyError(error.status === 0 ? 'Error' : String(error.status), error.message);
}

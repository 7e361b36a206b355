// 'Kirim tes': one webhook.test message sent now; the answer (the receiver's status, or the error) is shown as a
// notification, green when the receiver answered 2xx.
import type { WebhookAttempt } from '@tagih/domain/schemas/webhook';
import { isApiError } from '../../lib/api-errors';
import { notifyError, notifySuccess } from '../../lib/notify';
import { useTestWebhook } from './api/webhook-hooks';

export function attemptSummary(attempt: WebhookAttempt): string {
  const status = attempt.response_status === null ? 'tanpa jawaban' : `HTTP ${attempt.response_status}`;
  const detail = attempt.error ?? attempt.response_body ?? '';
  return `${status} dalam ${attempt.duration_ms} ms${detail ? `: ${detail.slice(0, 200)}` : ''}`;
}

export function useWebhookTest() {
  const test = useTestWebhook();
  return async (id: number) => {
    try {
      const answer = await test.mutateAsync(id);
      const ok = answer.data.response_status !== null && answer.data.response_status < 300;
      if (ok) notifySuccess(answer.message, attemptSummary(answer.data));
      else notifyError(answer.message, attemptSummary(answer.data));
    } catch (error) {
      if (isApiError(error, 409) || isApiError(error, 422)) notifyError('Tidak bisa', error.message);
      else throw error;
    }
  };
}

import { api } from '../../../lib/api-client';
import type { MessageEnvelope } from '../../../lib/api-client';

/** `POST /logout`: the server revokes the token. Silent: signing out must work even with a dead session. */
export function logoutRequest(): Promise<MessageEnvelope> {
  return api.post<MessageEnvelope>('/logout', undefined, { silent: true });
}

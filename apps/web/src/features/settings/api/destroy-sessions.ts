import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { MessageEnvelope } from '../../../lib/api-client';

/** `GET /destroy-session`: ends every client user's login session; administrators stay signed in. */
export function useDestroySessions() {
  return useMutation({ mutationFn: () => api.get<MessageEnvelope>('/destroy-session') });
}

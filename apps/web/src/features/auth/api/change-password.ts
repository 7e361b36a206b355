import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordInput } from '@tagih/domain/schemas/auth';
import { api } from '../../../lib/api-client';
import type { MessageEnvelope } from '../../../lib/api-client';

/**
 * `POST /change-password`: the signed-in administrator's own password. A wrong current password is a 422 on
 * `current_password`, a refused new one on `new_password` (the dialog shows both under their fields, so
 * no alert); success ends every other session of theirs.
 */
export function useChangePassword() {
  return useMutation({
    mutationFn: (input: ChangePasswordInput) =>
      api.post<MessageEnvelope>('/change-password', input, { quietStatuses: [422] }),
  });
}

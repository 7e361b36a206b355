import type { LoginInput, LoginResult } from '@tagih/domain/schemas/auth';
import { api } from '../../../lib/api-client';
import type { Envelope } from '../../../lib/api-client';

/**
 * `POST /login-admin`: returns the bearer token and the admin. Wrong credentials answer 422 on `email`, which
 * the form shows under the field: no alert besides it (one message, not one more on each try).
 */
export async function loginRequest(input: LoginInput): Promise<LoginResult> {
  const response = await api.post<Envelope<LoginResult>>('/login-admin', input, {
    auth: false,
    quietStatuses: [422],
  });
  return response.data;
}

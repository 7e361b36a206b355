import type { LoginInput, LoginResult } from '@tagih/domain/schemas/auth';
import { api } from '../../../lib/api-client';
import type { Envelope } from '../../../lib/api-client';

/** `POST /login-admin`: returns the bearer token and the admin. Wrong credentials answer 422 on `email`. */
export async function loginRequest(input: LoginInput): Promise<LoginResult> {
  const response = await api.post<Envelope<LoginResult>>('/login-admin', input, { auth: false });
  return response.data;
}

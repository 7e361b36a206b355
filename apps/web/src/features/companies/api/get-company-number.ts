import { api } from '../../../lib/api-client';
import type { Envelope } from '../../../lib/api-client';

/** `POST /companies/get_company_number {name}`: the code the name would get now (a preview; the server assigns on save). */
export async function getCompanyNumber(name: string, signal?: AbortSignal): Promise<string> {
  return (await api.post<Envelope<string>>('/companies/get_company_number', { name }, { signal })).data;
}

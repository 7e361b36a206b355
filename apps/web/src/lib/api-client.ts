// One fetch wrapper for every call to the API (same origin, under /api). It adds the bearer token, reads the
// envelope of decisions.md ("The REST envelope") and applies the console-wide error rules of spec section 8
// (api-errors.ts), so screens only deal with data and with the field errors of a 422.
import { getToken } from './auth';
import { ApiError, reportFailure, toApiError } from './api-errors';

export const API_BASE = '/api';

export type QueryParams = Record<string, string | number | boolean | null | undefined>;

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** A plain value is sent as JSON; FormData is sent as multipart (the browser sets the boundary). */
  body?: unknown;
  query?: QueryParams;
  signal?: AbortSignal;
  /** Public calls (login, login-page settings) send no token and never trigger the 401 redirect. */
  auth?: boolean;
  /** Skip the console-wide alerts and redirect (failures are still logged); the caller handles them. */
  silent?: boolean;
  /** Statuses the caller shows itself (a form's 'Data tidak ditemukan'): no alert for them; a 401 still signs out. */
  quietStatuses?: number[];
  /** Extra request headers (an `Idempotency-Key`). */
  headers?: Record<string, string>;
};

function buildUrl(path: string, query?: QueryParams): string {
  const url = `${API_BASE}${path.startsWith('/') ? path : `/${path}`}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `${url}?${text}` : url;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** `Retry-After: 5` -> 5; absent, a date or nonsense -> undefined. */
function retryAfterOf(response: Response): number | undefined {
  const seconds = Number(response.headers.get('retry-after') ?? '');
  return Number.isInteger(seconds) && seconds > 0 ? seconds : undefined;
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', body, query, signal, auth = true, silent = false, quietStatuses = [] } = options;
  const headers: Record<string, string> = { ...options.headers, Accept: 'application/json' };
  const token = auth ? getToken() : null;
  if (token) headers.Authorization = `Bearer ${token}`;
  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    payload = body;
  } else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }

  let response: Response;
  try {
    response = await fetch(buildUrl(path, query), { method, headers, body: payload, signal });
  } catch (cause) {
    if (signal?.aborted) throw cause; // a cancelled query is not a failure
    const error = new ApiError(0, 'Tidak dapat terhubung ke server.', {}, cause);
    console.error(`API ${method} ${path} failed`, cause);
    throw error;
  }

  const parsed = await readBody(response);
  if (!response.ok) {
    const error = toApiError(response.status, parsed);
    if (silent || (quietStatuses.includes(error.status) && error.status !== 401))
      console.error(`API ${error.status}: ${error.message}`);
    else reportFailure(error, auth);
    throw error;
  }
  return parsed as T;
}

/**
 * A GET whose body the caller reads itself as it arrives (exports: bytes counted for a progress bar). Same token
 * and error rules as `apiRequest`; a refusal is read as the usual envelope and thrown as an ApiError.
 */
export async function apiStream(
  path: string,
  options: { query?: QueryParams; signal?: AbortSignal; silent?: boolean } = {},
): Promise<Response> {
  const headers: Record<string, string> = {};
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), { headers, signal: options.signal });
  } catch (cause) {
    if (options.signal?.aborted) throw cause;
    throw new ApiError(0, 'Tidak dapat terhubung ke server.', {}, cause);
  }
  if (response.ok) return response;
  const error = toApiError(response.status, await readBody(response), retryAfterOf(response));
  if (options.silent && error.status !== 401) console.error(`API ${error.status}: ${error.message}`);
  else reportFailure(error, true);
  throw error;
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  delete: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'DELETE' }),
  /** Multipart POST: pass a FormData or a record of fields (files, strings, numbers). */
  upload: <T>(
    path: string,
    fields: FormData | Record<string, Blob | string | number | null | undefined>,
    options?: Omit<RequestOptions, 'method' | 'body'>,
  ) =>
    apiRequest<T>(path, {
      ...options,
      method: 'POST',
      body: fields instanceof FormData ? fields : toFormData(fields),
    }),
};

/**
 * Multipart POST that reports upload progress (0-100) as the bytes leave the browser, for progress bars.
 * fetch() cannot report upload progress, so this one call uses XMLHttpRequest, with the same token, envelope
 * and error rules as every other call.
 */
export function uploadWithProgress<T>(
  path: string,
  fields: Record<string, Blob | string | number | null | undefined>,
  onProgress: (percent: number) => void,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', buildUrl(path));
    xhr.setRequestHeader('Accept', 'application/json');
    const token = getToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0)
        onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onerror = () => reject(new ApiError(0, 'Tidak dapat terhubung ke server.'));
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = xhr.responseText ? (JSON.parse(xhr.responseText) as unknown) : null;
      } catch {
        body = xhr.responseText;
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(100);
        resolve(body as T);
        return;
      }
      const error = toApiError(xhr.status, body);
      reportFailure(error, true);
      reject(error);
    };
    xhr.send(toFormData(fields));
  });
}

export function toFormData(fields: Record<string, Blob | string | number | null | undefined>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (value === null || value === undefined) continue;
    data.append(key, typeof value === 'number' ? String(value) : value);
  }
  return data;
}

/** `{code, message, data}`: a single record, and the answer to store and update. */
export type Envelope<T> = { code: number; message: string; data: T };
/** `{code, message}`: delete, logout and other actions. */
export type MessageEnvelope = { code: number; message: string };
/** `total_estimated`: true when a broad search's total is the server's estimate (more than it counts at once). */
export type ListMeta = {
  current_page: number;
  last_page: number;
  per_page: number;
  total: number;
  total_estimated?: boolean;
};
/** `{data: [...], meta}`: a page of a list. */
export type ListResponse<Row> = { data: Row[]; meta: ListMeta };

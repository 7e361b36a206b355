// What a failed call to the API is (ApiError: status, message, the 422's field errors) and how the console
// reports one (spec section 8): a 401 signs out to the login screen with a warning, 400/5xx and 422 are
// alerts, everything else is only logged and left to the screen. The words are Indonesian: never the
// server's English generic text.
import { clearSession } from './auth';
import { notifyError, notifyWarning } from './notify';

export type FieldErrors = Record<string, string[]>;

/** A failed call: HTTP status (0 when the server could not be reached), the server's message, 422 field errors. */
export class ApiError extends Error {
  readonly status: number;
  readonly errors: FieldErrors;
  readonly body: unknown;
  /** A 429's or 503's `Retry-After` in seconds, when the server sent one (a streamed call reads it). */
  readonly retryAfterSeconds: number | undefined;

  constructor(
    status: number,
    message: string,
    errors: FieldErrors = {},
    body: unknown = null,
    retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.errors = errors;
    this.body = body;
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
}

/**
 * The server's generic 422 message is the spec's English envelope text for integrators; the console says it
 * in Indonesian (the field messages under the fields say what to fix).
 */
const GENERIC_VALIDATION_MESSAGE = 'The given data was invalid.';
export const VALIDATION_ALERT =
  'Periksa kembali data yang diisi: pesan di bawah kolom menunjukkan yang perlu diperbaiki.';

/** The message a user reads for a failure: never the English generic text. */
export function userMessage(error: ApiError): string {
  if (error.message === GENERIC_VALIDATION_MESSAGE) return VALIDATION_ALERT;
  return error.message;
}

let onUnauthorized: () => void = () => {
  window.location.assign('/admin/login');
};

/** The app registers how to reach the login screen (the router), so this module needs no router import. */
export function setUnauthorizedHandler(handler: () => void): void {
  onUnauthorized = handler;
}

export function toApiError(status: number, body: unknown, retryAfterSeconds?: number): ApiError {
  const envelope = (typeof body === 'object' && body !== null ? body : {}) as {
    message?: unknown;
    errors?: unknown;
  };
  const message =
    typeof envelope.message === 'string' && envelope.message
      ? envelope.message
      : 'Permintaan gagal diproses.'; // not the English statusText ('Bad Request')
  const errors: FieldErrors = {};
  if (typeof envelope.errors === 'object' && envelope.errors !== null) {
    for (const [field, value] of Object.entries(envelope.errors)) {
      errors[field] = Array.isArray(value) ? value.map(String) : [String(value)];
    }
  }
  return new ApiError(status, message, errors, body, retryAfterSeconds);
}

/** Spec section 8: 401 to login with a warning; 400/5xx and 422 alerts; everything else only logged. */
export function reportFailure(error: ApiError, authenticated: boolean): void {
  if (error.status === 401 && authenticated) {
    clearSession();
    notifyWarning('401', 'Harap login terlebih dahulu!', 'unauthorized');
    onUnauthorized();
    return;
  }
  // One alert per kind at a time (a fixed id replaces the last one instead of stacking on each try).
  if (error.status === 400 || error.status >= 500) {
    notifyError(String(error.status), userMessage(error), `api-${error.status}`);
  } else if (error.status === 422) {
    notifyError('Error', userMessage(error), 'api-422'); // the field messages go under the fields (form-page)
  }
  console.error(`API ${error.status}: ${error.message}`, error.body ?? '');
}

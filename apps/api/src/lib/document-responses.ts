// How each answer of an operation reads in the OpenAPI document: a description of what the status means, its
// content type and, for the error envelopes, an example. A file route's (a PDF, an image, an export) 200 is
// the file and its errors are the JSON envelope the error handler writes, whatever the file's type.
import type { ERROR_STATUSES } from '@tagih/domain/schemas/errors';
import { STATUS_MESSAGES } from './status-messages.ts';

type ErrorStatus = (typeof ERROR_STATUSES)[number] | 422;

/** What each error status means for any route that declares it. */
export const ERROR_DESCRIPTIONS: Record<ErrorStatus, string> = {
  400: 'The body is not valid JSON.',
  401: 'Not signed in (no or an expired bearer token, a revoked session), or a link without its signature.',
  403: 'Refused: a signed link altered, expired or revoked.',
  404: 'No such record, or a path id that names none.',
  405: 'The method is not allowed here.',
  406: 'The asked-for format cannot be answered.',
  409: "The record's state does not allow it, another record holds the value, or it changed since it was read.",
  413: 'The body or the file is larger than allowed.',
  415: 'The content type is not one this route reads.',
  422: 'The input was refused: `errors` names each refused field (by its wire name) with its messages.',
  429: 'Too many requests; try again later.',
  500: 'An unexpected fault; nothing about it is shown.',
  502: 'A service the server relies on (the mail server) refused or failed.',
  503: 'The database or Redis cannot be reached; try again shortly.',
};

/**
 * What a client sees for each status: the error handler's own messages (status-messages.ts), and for the
 * statuses whose message comes from the refusal itself, a typical one.
 */
const EXAMPLE_MESSAGES: Record<ErrorStatus, string> = {
  ...STATUS_MESSAGES,
  400: 'Body JSON tidak valid.',
  403: 'Tautan tidak valid.',
  422: 'The given data was invalid.',
  500: 'Terjadi kesalahan pada server.',
  502: 'Gagal mengirim email: server SMTP tidak dapat dihubungi.',
};

function errorExample(status: ErrorStatus) {
  const example = { code: status, message: EXAMPLE_MESSAGES[status] };
  return status === 422 ? { ...example, errors: { name: ['Wajib diisi.'] } } : example;
}

type JsonSchema = Record<string, unknown>;

/** What a success answer holds, from its shape: a page of a list, a message only, or data. */
function successDescription(schema: JsonSchema | undefined): string {
  const properties = (schema?.properties ?? {}) as Record<string, unknown>;
  if (properties.meta)
    return 'A page of the list: `data` holds its rows, `meta` the page, the last page, the page size and the total.';
  if (properties.data) return 'Done: `data` holds the answer, `message` says what happened.';
  return 'Done: `message` says what happened.';
}

const isErrorStatus = (status: number): status is ErrorStatus => status in ERROR_DESCRIPTIONS;

/**
 * The responses of an operation as OpenAPI response objects: each with a description and its content; the
 * 200 of a file route (`produces`) is the file, every other answer JSON.
 */
export function documentedResponses(
  responses: Record<string, unknown>,
  produces: readonly string[] | undefined,
): Record<string, unknown> {
  const documented: Record<string, unknown> = {};
  if (produces)
    documented[200] = {
      description: `The file (${produces.join(', ')}).`,
      content: Object.fromEntries(
        produces.map((type) => [type, { schema: { type: 'string', format: 'binary' } }]),
      ),
    };
  for (const [key, value] of Object.entries(responses)) {
    if (key in documented) continue;
    const schema = value as JsonSchema;
    const status = Number(key);
    const json: Record<string, unknown> = { schema };
    if (isErrorStatus(status)) json.example = errorExample(status);
    documented[key] = {
      description: isErrorStatus(status) ? ERROR_DESCRIPTIONS[status] : successDescription(schema),
      content: { 'application/json': json },
    };
  }
  return documented;
}

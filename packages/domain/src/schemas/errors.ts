// The error envelopes of decisions.md "The REST envelope", declared once: the OpenAPI document lists them on
// every route (so a generated client types its errors) and the server writes its errors through them.
import { z } from 'zod';

const fieldErrors = z.record(z.string(), z.array(z.string()));

/**
 * The statuses answered with the plain envelope; `code` is the HTTP status. 422 is not among them, so a
 * generated client narrows an error to the validation envelope (and its `errors`) by `code === 422`.
 */
export const ERROR_STATUSES = [400, 401, 403, 404, 405, 406, 409, 413, 415, 429, 500, 502, 503] as const;

/** Every error but 422: a code and a human message (a refusal about fields names them). */
export const errorEnvelopeSchema = z.object({
  code: z.literal(ERROR_STATUSES),
  message: z.string(),
  errors: fieldErrors.optional(),
});

/** 422: the message and the refused fields, keyed by the spec's field names, each with its messages. */
export const validationErrorSchema = z.object({
  code: z.literal(422),
  message: z.string(),
  errors: fieldErrors,
});
export type ValidationErrorEnvelope = z.infer<typeof validationErrorSchema>;

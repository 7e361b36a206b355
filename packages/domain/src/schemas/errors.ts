// The error envelopes of decisions.md "The REST envelope", declared once: the OpenAPI document lists them on
// every route (so a generated client types its errors) and the server writes its errors through them.
import { z } from 'zod';

const fieldErrors = z.record(z.string(), z.array(z.string()));

/** 401, 404, 409, 413, 415, 429, 500, 503: a code and a human message (a refusal about fields names them). */
export const errorEnvelopeSchema = z.object({
  code: z.number().int(),
  message: z.string(),
  errors: fieldErrors.optional(),
});

/** 422: the message and the refused fields, keyed by the spec's field names, each with its messages. */
export const validationErrorSchema = z.object({
  code: z.number().int(),
  message: z.string(),
  errors: fieldErrors,
});
export type ValidationErrorEnvelope = z.infer<typeof validationErrorSchema>;

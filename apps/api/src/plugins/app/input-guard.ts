// Text the database cannot store is refused at the door, for every route at once. PostgreSQL refuses the NUL
// character in text and JSON (the request would fail mid-transaction with a 500), and a lone UTF-16
// surrogate is not text at all. Either is answered 422 under the field holding it, before any schema runs,
// in the words of the rule every stored text follows (text-characters.ts). Until issue 27 they were rewritten
// (NUL removed, a lone surrogate made U+FFFD), so what was stored was silently not what was sent.
import fp from 'fastify-plugin';
import { characterMessage } from '@tagih/domain/text-characters';
import { AppError } from '../../lib/app-error.ts';

// eslint-disable-next-line no-control-regex
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export interface UnstorableText {
  /** The field as the 422 names it: 'name', 'extra_package.0.name'; 'body' for a bare string body. */
  field: string;
  codePoint: number;
}

/** The first string inside a parsed body or query that holds NUL or a lone surrogate, or null. */
export function findUnstorableText(value: unknown, root = 'body'): UnstorableText | null {
  // Iterative, so a deeply nested body cannot overflow the stack.
  const stack: Array<{ path: string[]; value: unknown }> = [{ path: [], value }];
  while (stack.length > 0) {
    const current = stack.pop()!;
    if (typeof current.value === 'string') {
      const match = UNSTORABLE.exec(current.value);
      if (match) return { field: current.path.join('.') || root, codePoint: match[0].codePointAt(0) ?? 0 };
    } else if (current.value !== null && typeof current.value === 'object') {
      const record = current.value as Record<string, unknown>;
      for (const key of Object.keys(record)) stack.push({ path: [...current.path, key], value: record[key] });
    }
  }
  return null;
}

export default fp(
  async (app) => {
    // A callback hook, not an async one: Fastify then runs validation in the same call, so nothing that goes
    // wrong there can escape as an unhandled rejection.
    // Path parameters are left as sent: each is checked by its route's schema (a canonical id, a known
    // name), so `1%00` is refused as an address rather than read as record 1.
    app.addHook('preValidation', (request, _reply, done) => {
      const found = findUnstorableText(request.query, 'query') ?? findUnstorableText(request.body);
      done(found ? AppError.field(found.field, characterMessage(found.codePoint)) : undefined);
    });
  },
  { name: 'input-guard' },
);

// Text the database cannot store is made storable at the door, for every route at once. PostgreSQL refuses
// the NUL character in text and JSON (the request would fail mid-transaction with a 500), and a lone UTF-16
// surrogate is not text at all. NUL carries no meaning in any field of this API, so it is removed (as HTML
// parsers ignore it: "java\0script:" is then seen, and dropped, by the sanitiser as what a browser would
// run); a lone surrogate becomes U+FFFD, as the database driver would store it anyway.
import fp from 'fastify-plugin';

// eslint-disable-next-line no-control-regex
const NUL = /\u0000/g;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const UNSTORABLE = new RegExp(`${NUL.source}|${LONE_SURROGATE.source}`);

export function storableText(text: string): string {
  return UNSTORABLE.test(text) ? text.replace(NUL, '').replace(LONE_SURROGATE, '\uFFFD') : text;
}

/** Rewrites, in place, every string value inside a parsed body or query; returns a bare string rewritten. */
export function makeStorable<T>(value: T): T {
  if (typeof value === 'string') return storableText(value) as T;
  // Iterative, so a deeply nested body cannot overflow the stack.
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const current = stack.pop();
    if (current === null || typeof current !== 'object') continue;
    const record = current as Record<string, unknown>;
    for (const key of Object.keys(record)) {
      const child = record[key];
      if (typeof child === 'string') {
        const clean = storableText(child);
        if (clean !== child) record[key] = clean;
      } else if (child !== null && typeof child === 'object') stack.push(child);
    }
  }
  return value;
}

export default fp(
  async (app) => {
    // A callback hook, not an async one: Fastify then runs validation in the same call, so nothing that goes
    // wrong there can escape as an unhandled rejection.
    // Path parameters are left as sent: each is checked by its route's schema (a canonical id, a known
    // name), so `1%00` is refused as an address rather than read as record 1.
    app.addHook('preValidation', (request, _reply, done) => {
      makeStorable(request.query);
      request.body = makeStorable(request.body);
      done();
    });
  },
  { name: 'input-guard' },
);

// The rule every fuzzed request is held to, shared by the input fuzz tests: never a 5xx; every refusal in
// the envelope (422 with field errors); input the route's schema refuses is refused; and a refused request
// (or any read) changes no table and no file.
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import type { ZodType } from 'zod';
import { findUnstorableText } from '../../src/plugins/app/input-guard.ts';
import type { TestContext } from '../helper.ts';
import { RESOURCES, type Records } from './resources.ts';
import { routeKey, type RouteInfo } from './route-inventory.ts';
import { differences, snapshot, type StateSnapshot } from './state.ts';
import { writeCaseFor } from './write-cases.ts';

// Modest by default (the suite runs on 2 cores); SECURITY_FUZZ_RUNS=500 for a deep search before a release.
export const RUNS_PER_ROUTE = Number(process.env.SECURITY_FUZZ_RUNS ?? 20);
export const TIMEOUT = Math.max(60_000, RUNS_PER_ROUTE * 5_000);
const REFUSAL_STATUSES = [400, 404, 409, 413, 415, 422, 429];

/** The record a route with an :id acts on: the one of the resource whose base path it is under. */
export function targetId(route: RouteInfo, r: Records): number {
  if (route.url.includes(':id_company')) return r.company;
  const found = Object.entries(RESOURCES).find(([, resource]) => route.url.startsWith(`${resource.base}/`));
  return found ? r[found[0] as keyof Records] : 1;
}

/** Whether the route's schema takes the value as the server sees it (after input-guard.ts). */
export function accepts(schema: ZodType | undefined, value: unknown): boolean {
  try {
    // The input guard refuses NUL and lone surrogates before any schema runs.
    if (findUnstorableText(value)) return false;
    return schema ? schema.safeParse(structuredClone(value)).success : true;
  } catch {
    return false; // a schema that throws is answered 422 by the server (app.ts safeValidatorCompiler)
  }
}

/** What is wrong with a non-2xx answer's envelope, if anything. */
function envelopeProblem(response: LightMyRequestResponse): string | undefined {
  let body: { code?: unknown; message?: unknown; errors?: unknown };
  try {
    body = response.json();
  } catch {
    return `not JSON: ${response.body.slice(0, 200)}`;
  }
  if (body.code !== response.statusCode || typeof body.message !== 'string' || body.message === '')
    return `bad envelope ${response.body.slice(0, 300)}`;
  if (response.statusCode !== 422) return undefined;
  const errors = body.errors as Record<string, unknown> | undefined;
  const wellFormed =
    errors !== undefined &&
    typeof errors === 'object' &&
    Object.values(errors).every((list) => Array.isArray(list) && list.every((m) => typeof m === 'string'));
  return wellFormed ? undefined : `422 without field errors ${response.body.slice(0, 300)}`;
}

export const short = (value: unknown) => {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 300 ? `${text.slice(0, 300)}... (${text.length} chars)` : text;
};

export const jsonRequest = (t: TestContext, route: RouteInfo, url: string, body: unknown) =>
  t.request({
    method: route.method as 'POST',
    url,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });

/** Tracks the state between requests, so each request is judged by what it alone changed. */
export class RefusalChecker {
  private state: StateSnapshot | undefined;

  constructor(private readonly t: TestContext) {}

  /** Sends one request and applies the rule; a problem description, or undefined when all is well. */
  async attempt(
    route: RouteInfo,
    send: () => Promise<LightMyRequestResponse>,
    valid: boolean,
  ): Promise<string | undefined> {
    const before = this.state ?? (await snapshot(this.t));
    const response = await send();
    const after = await snapshot(this.t);
    this.state = after;
    const changed = differences(before, after);
    const mayChange = valid && response.statusCode < 300 && writeCaseFor(route).kind !== 'read';
    if (response.statusCode >= 500) return `${response.statusCode} ${response.body.slice(0, 300)}`;
    if (response.statusCode >= 300) {
      const problem = envelopeProblem(response);
      if (problem) return problem;
      if (!valid && !REFUSAL_STATUSES.includes(response.statusCode))
        return `refused with ${response.statusCode}`;
    } else if (!valid) return `invalid input accepted with ${response.statusCode}`;
    if (changed.length > 0 && !mayChange) return `${response.statusCode} but changed ${changed.join(', ')}`;
    return undefined;
  }

  /** Forgets the remembered state (after requests made outside `attempt`). */
  forget() {
    this.state = undefined;
  }
}

/** Runs a property for one route and records its counterexample instead of stopping at the first route. */
export async function checkProperty<T>(
  route: RouteInfo,
  property: fc.IAsyncPropertyWithHooks<[T]>,
  failures: string[],
): Promise<void> {
  try {
    await fc.assert(property, { numRuns: RUNS_PER_ROUTE, endOnFailure: true });
  } catch (error) {
    const { message, cause } = error as Error;
    const because = cause instanceof Error ? `\n  because: ${cause.message.slice(0, 800)}` : '';
    failures.push(`${routeKey(route)}: ${message.slice(0, 1200)}${because}`);
  }
}

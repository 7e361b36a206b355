// Postgres errors reach us wrapped (drizzle puts the driver error in `cause`); this finds the driver's error once,
// and its code and the constraint it names are read from it.
interface PostgresError {
  code: string;
  constraint?: unknown;
}

function postgresError(error: unknown): PostgresError | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return current as PostgresError;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

export function pgErrorCode(error: unknown): string | undefined {
  return postgresError(error)?.code;
}

/** The constraint (or unique index) a Postgres error names. */
export function pgErrorConstraint(error: unknown): string | undefined {
  const constraint = postgresError(error)?.constraint;
  return typeof constraint === 'string' && constraint !== '' ? constraint : undefined;
}

export const FOREIGN_KEY_VIOLATION = '23503';
export const UNIQUE_VIOLATION = '23505';
/** The unique index allowing one live renewal per order (migration 0024): its violation is a 409, not a retry. */
export const ONE_RENEWAL_INDEX = 'orders_one_renewal';

// The secrets of the configuration: each may come from a file (`JWT_SECRET_FILE=/run/secrets/jwt`, as Docker
// and Kubernetes secrets are), and the database's and Redis's passwords may be given apart from their URLs.
// config.ts applies these to what it reads; ConfigError is here so both can throw it.
import { readFileSync } from 'node:fs';

export class ConfigError extends Error {}

/** The variables that may also come from a file (`JWT_SECRET_FILE=/run/secrets/jwt`, as Docker secrets are). */
export const SECRET_VARIABLES = [
  'DATABASE_URL',
  'DATABASE_PASSWORD',
  'ADMIN_PASSWORD',
  'JWT_SECRET',
  'SMTP_URL',
  'REDIS_URL',
  'REDIS_PASSWORD',
] as const;

/**
 * DATABASE_URL / REDIS_URL with the password of DATABASE_PASSWORD / REDIS_PASSWORD written in, encoded (a
 * base64 password's `/`, `+` and `=` would otherwise end or change the URL). A password in both places, or
 * one without the URL it belongs to, is a mistake the operator must see.
 */
export function withPassword(
  service: 'DATABASE' | 'REDIS',
  url: string | undefined,
  password: string | undefined,
): string | undefined {
  if (password === undefined || url === undefined) {
    if (password === undefined) return url;
    throw new ConfigError(
      `Invalid configuration:\n  ${service}_PASSWORD: set ${service}_URL too (the server the password is for)`,
    );
  }
  const withAuth = new URL(url);
  if (withAuth.password !== '')
    throw new ConfigError(
      `Invalid configuration:\n  ${service}_PASSWORD: ${service}_URL has a password already; give it in one of them`,
    );
  withAuth.password = encodeURIComponent(password);
  return withAuth.href;
}

/**
 * `X_FILE` names a file whose content (without its final newline) is X. Setting both X and X_FILE is a
 * mistake the operator must see, not a silent choice; a file that cannot be read stops the start, naming it.
 */
export function withSecretFiles(
  source: Record<string, string | undefined>,
): Record<string, string | undefined> {
  const merged = { ...source };
  for (const name of SECRET_VARIABLES) {
    const file = source[`${name}_FILE`]?.trim();
    if (!file) continue;
    if (source[name] !== undefined && source[name] !== '')
      throw new ConfigError(
        `Invalid configuration:\n  ${name}: set either ${name} or ${name}_FILE, not both`,
      );
    try {
      merged[name] = readFileSync(file, 'utf8').replace(/\r?\n$/, '');
    } catch (error) {
      throw new ConfigError(
        `Invalid configuration:\n  ${name}_FILE: cannot read ${file} (${(error as Error).message})`,
      );
    }
  }
  return merged;
}

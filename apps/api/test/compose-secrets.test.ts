// docker-compose.yml has no default password: each secret is a required variable whose message says how to
// make one, reaches its containers as a compose secret (a file under /run/secrets), and is read there by
// PostgreSQL's POSTGRES_PASSWORD_FILE, Redis's --requirepass and the app's *_FILE variables. The last test
// writes the secrets as compose would and loads the app's configuration from them.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { read, readCompose } from './compose-file.ts';

const compose = readCompose();
const { app, db, redis } = compose.services;

/** Secret name -> the variable of the operator's shell or .env it is made from. */
const SECRETS = {
  postgres_password: 'POSTGRES_PASSWORD',
  redis_password: 'REDIS_PASSWORD',
  admin_password: 'ADMIN_PASSWORD',
  jwt_secret: 'JWT_SECRET',
  smtp_url: 'SMTP_URL',
} as const;

describe('the compose secrets', () => {
  it('are required variables with no default, each message saying how to make one', () => {
    expect(read('docker-compose.yml')).not.toMatch(/\$\{\w*(PASSWORD|SECRET|SMTP_URL)\w*:-/);
    const required = Object.values(compose['x-required-secrets']);
    for (const variable of Object.values(SECRETS)) {
      const requirement = required.find((text) => text.startsWith(`\${${variable}:?`));
      expect(requirement, variable).toMatch(new RegExp(`^\\$\\{${variable}:\\?set ${variable} to .+\\}$`));
    }
    expect(required.filter((text) => text.includes('openssl rand')).length).toBe(3);
    // Compose's own words for the message must not end it early: no `}` and no `$` in it.
    for (const text of required) expect(text.slice(2, -1), text).not.toMatch(/[}$]/);
  });

  it('come from those variables, and reach each container only as files', () => {
    expect(compose.secrets).toEqual(
      Object.fromEntries(
        Object.entries(SECRETS).map(([name, variable]) => [name, { environment: variable }]),
      ),
    );
    expect(app!.secrets).toEqual(Object.keys(SECRETS));
    expect(db!.secrets).toEqual(['postgres_password']);
    expect(redis!.secrets).toEqual(['redis_password']);
    for (const [name, service] of Object.entries(compose.services))
      for (const [key, value] of Object.entries(service.environment ?? {}))
        expect(`${key}=${value}`, name).not.toMatch(/PASSWORD=(?!\/run\/secrets\/)|SECRET=|SMTP_URL=/);
  });

  it('give PostgreSQL and the app the same password, and Redis one it requires', () => {
    expect(db!.environment?.POSTGRES_PASSWORD_FILE).toBe('/run/secrets/postgres_password');
    expect(app!.environment?.DATABASE_PASSWORD_FILE).toBe('/run/secrets/postgres_password');
    expect(app!.environment?.REDIS_PASSWORD_FILE).toBe('/run/secrets/redis_password');
    const server = redis!.command!.join(' ');
    expect(server).toContain(
      'docker-entrypoint.sh redis-server --requirepass "$$(cat /run/secrets/redis_password)"',
    );
    expect(redis!.healthcheck!.test.join(' ')).toContain(
      'REDISCLI_AUTH="$$(cat /run/secrets/redis_password)"',
    );
  });

  it('load into the configuration the server starts with, a base64 password encoded into each URL', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'tagih-compose-secrets-'));
    try {
      const values: Record<keyof typeof SECRETS, string> = {
        postgres_password: 'Zm9v/YmFy+YmF6=',
        redis_password: 'cmVkaXM/c2VjcmV0@:',
        admin_password: 'kopi-tubruk-jam-tujuh',
        jwt_secret: 'j'.repeat(64),
        smtp_url: 'smtp://billing:mail-pass@mail.example.co.id:587',
      };
      for (const [name, value] of Object.entries(values)) writeFileSync(path.join(dir, name), value);
      const env = Object.fromEntries(
        Object.entries(app!.environment ?? {}).map(([key, value]) => [
          key,
          value
            .replace('/run/secrets', dir)
            .replace(/\$\{(\w+):-([^}]*)\}/g, (_whole, _name: string, fallback: string) => fallback),
        ]),
      );
      const config = loadConfig(env);
      expect(config.databaseUrl).toBe('postgres://tagih:Zm9v%2FYmFy%2BYmF6%3D@db:5432/tagih');
      expect(config.redisUrl).toBe('redis://:cmVkaXM%2Fc2VjcmV0%40%3A@redis:6379');
      expect(config.adminPassword).toBe('kopi-tubruk-jam-tujuh');
      expect(config.jwtSecret).toBe('j'.repeat(64));
      expect(config.smtpUrl).toBe(values.smtp_url);
      expect(config.nodeEnv).toBe('production');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

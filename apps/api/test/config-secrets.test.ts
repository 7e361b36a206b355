// Secrets from files (`*_FILE`, as Docker and Kubernetes mount them) and the database's and Redis's passwords
// given apart from their URLs: what the server reads, and the mistakes it refuses at start, naming them.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';

describe('secrets in the configuration', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'tagih-secrets-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const secretFile = (name: string, content: string) => {
    writeFileSync(path.join(dir, name), content);
    return path.join(dir, name);
  };

  it('reads a secret from the file its *_FILE variable names, and refuses both or an unreadable file', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      JWT_SECRET_FILE: secretFile('jwt', `${'s'.repeat(48)}\n`),
      ADMIN_PASSWORD_FILE: secretFile('admin', 'a-production-password-from-a-file\n'),
    });
    expect(config.jwtSecret).toBe('s'.repeat(48));
    expect(config.adminPassword).toBe('a-production-password-from-a-file');
    expect(() => loadConfig({ JWT_SECRET: 'x'.repeat(40), JWT_SECRET_FILE: path.join(dir, 'jwt') })).toThrow(
      /JWT_SECRET: set either JWT_SECRET or JWT_SECRET_FILE, not both/,
    );
    expect(() => loadConfig({ JWT_SECRET_FILE: path.join(dir, 'missing') })).toThrow(
      /JWT_SECRET_FILE: cannot read/,
    );
  });

  it('writes DATABASE_PASSWORD and REDIS_PASSWORD into their URLs, every character kept', () => {
    const password = 'a/b+c=d@e:f%g h#?';
    const config = loadConfig({
      DATABASE_URL: 'postgres://tagih@db:5432/tagih',
      DATABASE_PASSWORD_FILE: secretFile('postgres', `${password}\n`),
      REDIS_URL: 'redis://redis:6379/2',
      REDIS_PASSWORD: password,
    });
    const database = new URL(config.databaseUrl!);
    expect([database.username, decodeURIComponent(database.password), database.host]).toEqual([
      'tagih',
      password,
      'db:5432',
    ]);
    const redis = new URL(config.redisUrl!);
    expect([decodeURIComponent(redis.password), redis.host, redis.pathname]).toEqual([
      password,
      'redis:6379',
      '/2',
    ]);
    expect(loadConfig({ DATABASE_URL: 'postgres://u:p@db/tagih' }).databaseUrl).toBe(
      'postgres://u:p@db/tagih',
    );
  });

  it('refuses a password with no URL, or a password in both places', () => {
    expect(() => loadConfig({ REDIS_PASSWORD: 'x' })).toThrow(
      'Invalid configuration:\n  REDIS_PASSWORD: set REDIS_URL too (the server the password is for)',
    );
    expect(() =>
      loadConfig({ DATABASE_URL: 'postgres://tagih:lama@db/tagih', DATABASE_PASSWORD: 'baru' }),
    ).toThrow(
      'Invalid configuration:\n  DATABASE_PASSWORD: DATABASE_URL has a password already; give it in one of them',
    );
    expect(() =>
      loadConfig({ DATABASE_PASSWORD: 'x', DATABASE_PASSWORD_FILE: path.join(dir, 'postgres') }),
    ).toThrow(/DATABASE_PASSWORD: set either DATABASE_PASSWORD or DATABASE_PASSWORD_FILE, not both/);
  });
});

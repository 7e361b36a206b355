// No Docker engine runs here, so the compose file, the Dockerfile, .env.example and the README are checked
// against the configuration schema instead: the same variable names everywhere, and a compose setup the
// server would accept.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { SERVER_ENV } from '../../../bench/config.ts';
import { CONFIG_VARIABLES, loadConfig } from '../src/config.ts';

const root = path.resolve(import.meta.dirname, '../../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

interface ComposeFile {
  services: Record<
    string,
    {
      image?: string;
      build?: unknown;
      environment?: Record<string, string>;
      ports?: string[];
      depends_on?: Record<string, unknown>;
    }
  >;
}

describe('deployment configuration', () => {
  const compose = parse(read('docker-compose.yml')) as ComposeFile;
  const app = compose.services.app!;

  it('runs PostgreSQL 16, a mail catcher and the app built from the Dockerfile', () => {
    expect(compose.services.db?.image).toMatch(/^postgres:16/);
    expect(compose.services.mail?.image).toBeTruthy();
    expect(app.build).toBe('.');
    expect(Object.keys(app.depends_on ?? {})).toEqual(expect.arrayContaining(['db', 'mail']));
  });

  it('gives the app only variables the server knows, pointing at the compose services', () => {
    const env = app.environment ?? {};
    for (const name of Object.keys(env)) expect(CONFIG_VARIABLES).toContain(name);
    expect(new URL(env.DATABASE_URL!).hostname).toBe('db');
    expect(new URL(env.SMTP_URL!).hostname).toBe('mail');
    expect(env.NODE_ENV).toBe('production');
  });

  it('is accepted by the configuration schema once the required secrets are given', () => {
    const substituted = Object.fromEntries(
      Object.entries(app.environment ?? {}).map(([key, value]) => [
        key,
        String(value).replace(/\$\{(\w+)(?::[-?]([^}]*))?\}/g, (_m, name: string, fallback?: string) =>
          name === 'ADMIN_PASSWORD'
            ? 'a-real-production-password'
            : name === 'JWT_SECRET'
              ? 'x'.repeat(40)
              : name === 'PORT'
                ? '3000'
                : (fallback ?? ''),
        ),
      ]),
    );
    const config = loadConfig(substituted);
    expect(config.databaseUrl).toBe('postgres://tagih:tagih@db:5432/tagih');
    expect(config.nodeEnv).toBe('production');
  });

  it('refuses to start in production with the default password or without a JWT secret', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40) })).toThrow(
      /ADMIN_PASSWORD/,
    );
    expect(() => loadConfig({ NODE_ENV: 'production', ADMIN_PASSWORD: 'something-long' })).toThrow(
      /JWT_SECRET/,
    );
    expect(() => loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x' })).toThrow(/PORT[\s\S]*DATABASE_URL/);
  });

  it('lists every variable in .env.example and the README', () => {
    const example = read('.env.example');
    const readme = read('README.md');
    for (const name of CONFIG_VARIABLES) {
      expect(example).toMatch(new RegExp(`^${name}=`, 'm'));
      expect(readme).toContain(`\`${name}\``);
    }
  });

  it('builds an image that listens on the configured port and serves the built console', () => {
    const dockerfile = read('Dockerfile');
    expect(dockerfile).toMatch(/EXPOSE 3000/);
    expect(dockerfile).toMatch(/pnpm install --frozen-lockfile/);
    expect(dockerfile).toMatch(/WEB_DIST=\/app\/apps\/web\/dist/);
    expect(app.ports).toContain('${PORT:-3000}:3000');
  });

  it('runs the server with the memory settings the benchmark measured', () => {
    const runtimeStage = read('Dockerfile')
      .split(/^FROM /m)
      .at(-1)!;
    const env = Object.fromEntries(
      [...runtimeStage.matchAll(/(\w+)=("[^"]*"|[^\s\\]+)/g)].map(([, name, value]) => [
        name,
        value!.replace(/^"|"$/g, ''),
      ]),
    );
    for (const [name, value] of Object.entries(SERVER_ENV)) expect(env[name], name).toBe(value);
  });

  it('reads a secret from the file its *_FILE variable names, and refuses both or an unreadable file', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'tagih-secrets-'));
    try {
      writeFileSync(path.join(dir, 'jwt'), `${'s'.repeat(48)}\n`);
      writeFileSync(path.join(dir, 'admin'), 'a-production-password-from-a-file\n');
      const config = loadConfig({
        NODE_ENV: 'production',
        JWT_SECRET_FILE: path.join(dir, 'jwt'),
        ADMIN_PASSWORD_FILE: path.join(dir, 'admin'),
      });
      expect(config.jwtSecret).toBe('s'.repeat(48));
      expect(config.adminPassword).toBe('a-production-password-from-a-file');
      expect(() =>
        loadConfig({ JWT_SECRET: 'x'.repeat(40), JWT_SECRET_FILE: path.join(dir, 'jwt') }),
      ).toThrow(/JWT_SECRET: set either JWT_SECRET or JWT_SECRET_FILE, not both/);
      expect(() => loadConfig({ JWT_SECRET_FILE: path.join(dir, 'missing') })).toThrow(
        /JWT_SECRET_FILE: cannot read/,
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

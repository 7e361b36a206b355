// No Docker engine runs here, so the compose file is checked against the Compose Specification's JSON
// schema, and it, the Dockerfile, .env.example and the README against the configuration schema: the same
// variable names everywhere, and a compose setup the server would accept. (`npm test` also starts the compiled
// server the way the image does: e2e/production-server.e2e.test.ts.)
import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import { SERVER_ENV } from '../../../bench/config.ts';
import { composeSchema, read, readCompose } from './compose-file.ts';
import { CONFIG_VARIABLES, loadConfig, SECRET_VARIABLES } from '../src/config.ts';

describe('deployment configuration', () => {
  const compose = readCompose();
  const app = compose.services.app!;

  it('is a valid Compose file', () => {
    const validate = new Ajv({ strict: false, validateFormats: false }).compile(composeSchema());
    expect(validate(compose) ? [] : validate.errors).toEqual([]);
    // And it is a real check: what Compose refuses, it refuses.
    expect(validate({ services: { app: { image: 'x', secretz: ['a'] } } })).toBe(false);
    expect(validate({ services: {}, secrets: { a: { environment: 1 } } })).toBe(false);
  });

  it('runs PostgreSQL 16, Redis 7 and the app, pinned to versions and restarted unless stopped', () => {
    expect(compose.services.db?.image).toMatch(/^postgres:16\.\d+-alpine$/);
    expect(compose.services.redis?.image).toMatch(/^redis:7\.\d+\.\d+-alpine$/);
    expect(app.build).toBe('.');
    expect(Object.keys(app.depends_on ?? {}).sort()).toEqual(['db', 'redis']);
    for (const [name, service] of Object.entries(compose.services)) {
      expect(service.restart, name).toBe('unless-stopped');
      if (service.image && !service.build) expect(service.image, name).toMatch(/:v?\d+\.\d+/);
    }
  });

  it('keeps the mail catcher to the dev profile, its web UI on this machine only', () => {
    const mail = compose.services.mail!;
    expect(mail.profiles).toEqual(['dev']);
    expect(mail.ports).toEqual(['127.0.0.1:8025:8025']);
    for (const [name, service] of Object.entries(compose.services))
      if (!service.profiles) expect(service.depends_on?.mail, name).toBeUndefined();
  });

  it('gives the app only variables the server knows, pointing at the compose services', () => {
    const env = app.environment ?? {};
    const known = [...CONFIG_VARIABLES, ...SECRET_VARIABLES.map((name) => `${name}_FILE`)];
    for (const name of Object.keys(env)) expect(known).toContain(name);
    expect(new URL(env.DATABASE_URL!).hostname).toBe('db');
    expect(new URL(env.REDIS_URL!).hostname).toBe('redis');
    expect(env.NODE_ENV).toBe('production');
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

  it('builds a Node 24 image that runs the compiled server as an unprivileged user, with a healthcheck', () => {
    const dockerfile = read('Dockerfile');
    const stages = dockerfile.split(/^FROM /m).slice(1);
    expect(stages.length).toBe(2);
    expect(dockerfile).toMatch(/^ARG NODE_IMAGE=node:24\.\d+\.\d+-bookworm-slim$/m);
    expect(dockerfile).toMatch(/pnpm install --frozen-lockfile/);
    expect(dockerfile).toMatch(/pnpm run build:server/);
    expect(dockerfile).toMatch(/deploy --prod/);
    const runtime = stages.at(-1)!;
    expect(runtime).toMatch(/^USER node$/m);
    expect(runtime).toMatch(/^HEALTHCHECK .*\/readyz/ms);
    expect(runtime).toMatch(/^CMD \["node", "dist\/bin\/server\.js", "--wait-on-refusal"\]$/m);
    expect(runtime).not.toMatch(/tsx/);
    expect(runtime).toMatch(/WEB_DIST=\/app\/web/);
    expect(runtime).toMatch(/EXPOSE 3000/);
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
});

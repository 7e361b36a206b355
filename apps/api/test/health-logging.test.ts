// The health probes stay out of the access log at `info` (the image's healthcheck asks every 15 seconds),
// while a request a person makes is logged as before: the app's real logger options, writing to memory.
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggerOptions } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { createTestContext, type TestContext } from './helper.ts';

describe('the access log at info', () => {
  let t: TestContext;
  const lines: Array<{ level: number; msg: string; req?: { url: string }; reqId?: string }> = [];
  const memory = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });

  beforeAll(async () => {
    const config = loadConfig({ NODE_ENV: 'test', JWT_SECRET: 'x'.repeat(40), LOG_LEVEL: 'info' });
    const options = loggerOptions(config) as Record<string, unknown>;
    t = await createTestContext({ LOG_LEVEL: 'info' }, { logger: { ...options, stream: memory } });
  });
  afterAll(() => t.close());

  /** The log lines of one request, by the request id it was sent with. */
  const linesOf = (requestId: string) => lines.filter((line) => line.reqId === requestId);

  it('has no line for /healthz or /readyz, and both lines for a request to the API', async () => {
    const healthz = await t.app.inject({ url: '/healthz', headers: { 'x-request-id': 'probe-healthz-1' } });
    const readyz = await t.app.inject({ url: '/readyz', headers: { 'x-request-id': 'probe-readyz-1' } });
    expect([healthz.statusCode, readyz.statusCode]).toEqual([200, 200]);
    const api = await t.request({
      url: '/api/extra-packages',
      headers: { 'x-request-id': 'person-request-1' },
    });
    expect(api.statusCode).toBe(200);

    expect(linesOf('probe-healthz-1')).toEqual([]);
    expect(linesOf('probe-readyz-1')).toEqual([]);
    expect(linesOf('person-request-1').map((line) => [line.level, line.msg])).toEqual([
      [30, 'incoming request'],
      [30, 'request completed'],
    ]);
    expect(linesOf('person-request-1')[0]?.req?.url).toBe('/api/extra-packages');
  });
});

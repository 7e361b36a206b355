// A start refused for a reason the operator must fix (a bad setting, an embedded database of an older format,
// an administrator's password not known to meet the policy) prints the reason and ends with exit 78
// (EX_CONFIG). Under a supervisor that restarts whatever exits (compose's `restart: unless-stopped`) that
// would be start, refuse, start again, forever; a bounded `on-failure:N` would instead leave the app down
// after the host's next reboot. So the image starts the server with --wait-on-refusal: the refused process
// stays, answering every request on 127.0.0.1:PORT with 503 and the reason, which the image's healthcheck
// prints (`docker compose ps`: unhealthy; `docker inspect`: why), until it is stopped (exit 78 then).
// Only on the loopback, where the healthcheck asks: the reason can name administrators.
import { createServer } from 'node:http';

export const WAIT_ON_REFUSAL = '--wait-on-refusal';

export function refuseStart(message: string, options: { wait: boolean; port: number }): Promise<never> {
  console.error(message);
  if (!options.wait) process.exit(78);
  const reason = `${message}\n`;
  const server = createServer((_request, response) => {
    response.writeHead(503, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' });
    response.end(reason);
  });
  server.on('error', (error) =>
    console.error(`The refusal cannot be served on 127.0.0.1:${options.port} (${error.message}).`),
  );
  server.listen(options.port, '127.0.0.1', () =>
    console.error(
      `Not started (${WAIT_ON_REFUSAL}): waiting, the healthcheck shows why. Fix it, then restart the server.`,
    ),
  );
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.once(signal, () => process.exit(78));
  return new Promise<never>(() => undefined);
}

// Builds the application: external plugins, then app plugins, then routes. The server and the tests both
// build it here; server.ts only listens.
import { randomUUID } from 'node:crypto';
import Fastify, {
  type FastifyInstance,
  type FastifyRequest,
  type FastifyServerOptions,
  type RouteOptions,
} from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { Database } from '@tagih/db';
import type { Config } from './config.ts';
import { responseSerializerCompiler } from './lib/response-serializer.ts';
import { fastifyTrustProxy } from './lib/trusted-proxies.ts';
import configPlugin from './plugins/app/config.ts';
import dbPlugin from './plugins/app/db.ts';
import statementsPlugin from './plugins/app/statements.ts';
import invoiceDrawingPlugin from './plugins/app/invoice-drawing.ts';
import exportSlotsPlugin from './plugins/app/export-slots.ts';
import sharedStatePlugin from './plugins/app/shared-state.ts';
import errorHandler from './plugins/app/error-handler.ts';
import inputGuard from './plugins/app/input-guard.ts';
import authPlugin from './plugins/app/auth.ts';
import storagePlugin from './plugins/app/storage.ts';
import signedLinksPlugin from './plugins/app/signed-links.ts';
import mailPlugin from './plugins/app/mail.ts';
import jobQueuePlugin, { type JobQueueMode } from './plugins/app/job-queue.ts';
import helmetPlugin from './plugins/external/helmet.ts';
import compressPlugin from './plugins/external/compress.ts';
import multipartPlugin from './plugins/external/multipart.ts';
import rateLimitPlugin from './plugins/external/rate-limit.ts';
import swaggerPlugin from './plugins/external/swagger.ts';
import consolePlugin from './plugins/external/console.ts';
import healthRoutes from './routes/health.ts';
import apiRoutes from './routes/api/index.ts';
import invoicePages from './routes/invoice-pages.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's clock (AppOptions.now): scheduled work and signed links read it; tests move it. */
    now: () => Date;
  }
}

export interface AppOptions {
  config: Config;
  database: Database;
  logger?: FastifyServerOptions['logger'];
  /**
   * The job queue (plugins/app/job-queue.ts): the server runs a 'worker'; tests build the app with it 'off'
   * (the default) or start one of their own.
   */
  jobQueue?: JobQueueMode;
  /** The clock of what runs on a schedule and of signed links (the reminders' "today"); tests move it. */
  now?: () => Date;
  /** How often a job-queue worker polls (seconds; pg-boss's default 2). */
  jobPollingSeconds?: number;
  /** Sees every route as it is registered (the security tests enumerate the whole surface with it). */
  onRoute?: (route: RouteOptions) => void;
}

const REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

export function loggerOptions(config: Config): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    // Credentials never reach the log: headers, and any password or token field of a body.
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        '*.password',
        '*.current_password',
        '*.new_password',
        '*.new_password_confirmation',
        '*.token',
        'password',
        'token',
      ],
      censor: '[redacted]',
    },
    serializers: {
      // A signed file link is a short-lived key (signed-links.ts): its signature stays out of the access log.
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: redactQuerySecrets(request.url),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
    },
  };
}

/**
 * The zod validator, made total: a schema whose refinement throws on input it did not expect (a `null` body
 * reaching a cross-field rule) answers 422 on the body instead of a 500 or, from an async hook, a request
 * that never answers. The schema's bug is logged so it gets fixed.
 */
function safeValidatorCompiler(app: FastifyInstance): typeof validatorCompiler {
  return (route) => {
    const validate = validatorCompiler(route);
    return (data: unknown) => {
      try {
        return validate(data);
      } catch (error) {
        app.log.warn(
          { err: error, url: route.url, part: route.httpPart },
          'a request schema threw instead of refusing the input',
        );
        const issue = {
          keyword: 'custom',
          instancePath: '',
          schemaPath: '#',
          params: {},
          message: 'Data tidak valid.',
        };
        return { error: [issue] };
      }
    };
  };
}

/** `?exp=1&sig=abc` -> `?exp=1&sig=[redacted]` (also `token`, should a client put one in a query). */
export function redactQuerySecrets(url: string): string {
  return url.replace(/([?&](?:sig|token|access_token)=)[^&#]*/gi, '$1[redacted]');
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? loggerOptions(options.config),
    bodyLimit: options.config.bodyLimitBytes,
    // X-Forwarded-For is believed only from the proxies named in TRUST_PROXY (none by default). Trusting it
    // from anyone, or from any private address, would let a client on the office LAN pick its own address and
    // walk past the per-address login throttle and rate limit by sending a new header value each time.
    trustProxy: fastifyTrustProxy(options.config.trustProxy),
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
  });
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  app.setValidatorCompiler(safeValidatorCompiler(app));
  app.setSerializerCompiler(responseSerializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  await app.register(configPlugin, { config: options.config });
  await app.register(dbPlugin, { database: options.database });
  await app.register(statementsPlugin);
  await app.register(invoiceDrawingPlugin);
  await app.register(exportSlotsPlugin);
  await app.register(sharedStatePlugin);
  await app.register(errorHandler);
  await app.register(inputGuard);
  await app.register(helmetPlugin);
  await app.register(compressPlugin);
  await app.register(rateLimitPlugin);
  await app.register(multipartPlugin);
  await app.register(swaggerPlugin);
  await app.register(storagePlugin);
  const now = options.now ?? (() => new Date());
  app.decorate('now', now);
  await app.register(signedLinksPlugin, { now });
  await app.register(mailPlugin);
  await app.register(jobQueuePlugin, {
    mode: options.jobQueue ?? 'off',
    now,
    ...(options.jobPollingSeconds ? { pollingIntervalSeconds: options.jobPollingSeconds } : {}),
  });
  await app.register(authPlugin);
  await app.register(healthRoutes);
  await app.register(apiRoutes, { prefix: '/api' });
  await app.register(invoicePages);
  await app.register(consolePlugin);
  await app.ready();
  return app;
}

// Builds the application: external plugins, then app plugins, then routes. The server and the tests both
// build it here; server.ts only listens.
import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Database } from '@tagih/db';
import type { Config } from './config.ts';
import configPlugin from './plugins/app/config.ts';
import dbPlugin from './plugins/app/db.ts';
import errorHandler from './plugins/app/error-handler.ts';
import authPlugin from './plugins/app/auth.ts';
import storagePlugin from './plugins/app/storage.ts';
import signedLinksPlugin from './plugins/app/signed-links.ts';
import mailPlugin from './plugins/app/mail.ts';
import helmetPlugin from './plugins/external/helmet.ts';
import multipartPlugin from './plugins/external/multipart.ts';
import rateLimitPlugin from './plugins/external/rate-limit.ts';
import swaggerPlugin from './plugins/external/swagger.ts';
import consolePlugin from './plugins/external/console.ts';
import healthRoutes from './routes/health.ts';
import apiRoutes from './routes/api/index.ts';
import invoicePages from './routes/invoice-pages.ts';

export interface AppOptions {
  config: Config;
  database: Database;
  logger?: FastifyServerOptions['logger'];
}

const REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

export function loggerOptions(config: Config): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    // Credentials never reach the log: headers, and any password or token field of a body.
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.token', 'password', 'token'],
      censor: '[redacted]',
    },
  };
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? loggerOptions(options.config),
    bodyLimit: options.config.bodyLimitBytes,
    trustProxy: true,
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  await app.register(configPlugin, { config: options.config });
  await app.register(dbPlugin, { database: options.database });
  await app.register(errorHandler);
  await app.register(helmetPlugin);
  await app.register(rateLimitPlugin);
  await app.register(multipartPlugin);
  await app.register(swaggerPlugin);
  await app.register(storagePlugin);
  await app.register(signedLinksPlugin);
  await app.register(mailPlugin);
  await app.register(authPlugin);
  await app.register(healthRoutes);
  await app.register(apiRoutes, { prefix: '/api' });
  await app.register(invoicePages);
  await app.register(consolePlugin);
  await app.ready();
  return app;
}

// Route option for the hot lists (docs/performance.md): in production their answer is written with
// JSON.stringify alone, skipping the zod parse of every row (a tenth of a list request's CPU). Their rows
// are built field by field by typed mappers (toOrderRow, toCompany), and the zod response schema still
// documents them in OpenAPI and checks them in development and in the tests, where a mapper that drifts from
// its schema fails loudly.
import type { FastifyInstance } from 'fastify';

export function trustedJson(app: FastifyInstance): { serializerCompiler?: () => (data: unknown) => string } {
  return app.config.nodeEnv === 'production' ? { serializerCompiler: () => (data: unknown) => JSON.stringify(data) } : {};
}

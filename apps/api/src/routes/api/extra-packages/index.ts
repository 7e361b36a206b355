import type { FastifyInstance } from 'fastify';
import { extraPackageInputSchema, extraPackageSchema } from '@tagih/domain/schemas/extra-package';
import { extraPackageRepository } from '../../../repositories/extra-packages.ts';
import { registerStandardSet } from '../../standard-set.ts';

export default async function extraPackageRoutes(app: FastifyInstance) {
  registerStandardSet(app, {
    tag: 'Extra packages',
    row: extraPackageSchema,
    input: extraPackageInputSchema,
    repository: extraPackageRepository,
  });
}

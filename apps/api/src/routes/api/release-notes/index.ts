// Release notes (spec 2.19, section 7): the standard set plus the publish/unpublish toggle of the preview.
import type { FastifyInstance } from 'fastify';
import { releaseNoteExportColumns } from '@tagih/domain/schemas/export-columns';
import { releaseNoteListQueries } from '@tagih/domain/schemas/list-columns';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelopeSchema, idParamSchema } from '@tagih/domain/schemas/common';
import {
  releaseNoteInputSchema,
  releaseNoteSchema,
  releaseNoteStatusInputSchema,
} from '@tagih/domain/schemas/release-note';
import { single } from '../../../lib/envelope.ts';
import { changeReleaseNoteStatus, releaseNoteRepository } from '../../../repositories/release-notes.ts';
import { auditContext, registerStandardSet } from '../../standard-set.ts';

const TAG = 'Release notes';

export default async function releaseNoteRoutes(fastify: FastifyInstance) {
  registerStandardSet(fastify, {
    permissions: { read: 'catalogue.read', write: 'catalogue.write' },
    tag: TAG,
    row: releaseNoteSchema,
    input: releaseNoteInputSchema,
    repository: releaseNoteRepository,
    columns: releaseNoteExportColumns,
    queries: releaseNoteListQueries,
    exportName: 'release-notes',
  });

  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/change-status/:id',
    {
      config: { permission: 'catalogue.write' },
      schema: {
        tags: [TAG],
        summary: 'Publish or unpublish a release note',
        description:
          'Body `{record}`: the record (or its status) as the client saw it; the status becomes the other one. ' +
          '`{status: 0|1}` sets it outright. An empty body flips the stored status.',
        params: idParamSchema,
        body: releaseNoteStatusInputSchema,
        response: { 200: envelopeSchema(releaseNoteSchema) },
      },
    },
    async (request) => {
      const note = await changeReleaseNoteStatus(
        app.db,
        request.params.id,
        request.body,
        auditContext(request),
      );
      return single(note, 'Status has been updated');
    },
  );
}

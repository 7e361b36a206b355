import fp from 'fastify-plugin';
import multipart from '@fastify/multipart';

export default fp(
  async (app) => {
    await app.register(multipart, {
      limits: { fileSize: app.config.uploadLimitBytes, files: 2, fields: 10, parts: 12, fieldSize: 1024 },
    });
  },
  { name: 'multipart', dependencies: ['config'] },
);

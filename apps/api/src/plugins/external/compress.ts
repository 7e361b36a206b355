// Responses above 1 KB (JSON, the console's HTML) are compressed as the client asks (brotli, else gzip), with
// `Vary: Accept-Encoding`. The console's built assets are compressed once at build time (vite-plugin-
// compression2 writes .br and .gz beside them) and served as they are by @fastify/static (console.ts), so
// they cost nothing per request. Request bodies are never decompressed: a small zip bomb must not become a
// large body behind the body limit.
import { constants } from 'node:zlib';
import fp from 'fastify-plugin';
import compress from '@fastify/compress';

export default fp(
  async (app) => {
    await app.register(compress, {
      threshold: 1024,
      encodings: ['br', 'gzip'],
      globalDecompression: false,
      // Quality 4 costs about as much CPU as gzip's default for a list page and still saves more.
      brotliOptions: {
        params: {
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_QUALITY]: 4,
        },
      },
    });
  },
  { name: 'compress' },
);

// Serves the built console from the same origin as the API. Any GET that is not an API, PDF or file address
// falls back to index.html so the console's own router can answer deep links like /admin/orders.
import { existsSync } from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';

export default fp(
  async (app) => {
    const root = app.config.webDist;
    const hasConsole = root !== undefined && existsSync(path.join(root, 'index.html'));
    if (hasConsole) {
      await app.register(fastifyStatic, {
        root,
        wildcard: false,
        index: false,
        // The .br and .gz files the build wrote beside each asset, when the client accepts them.
        preCompressed: true,
        // @fastify/send's own `max-age=0` would override the header below.
        cacheControl: false,
        setHeaders(res, file) {
          // Hashed assets never change; index.html must always be fresh.
          res.header(
            'cache-control',
            file.includes(`${path.sep}assets${path.sep}`)
              ? 'public, max-age=31536000, immutable'
              : 'no-cache',
          );
          // The same address answers br, gzip or plain by Accept-Encoding: caches must keep them apart.
          res.header('vary', 'Accept-Encoding');
        },
      });
    }
    app.setNotFoundHandler((request, reply) => {
      const isApi = request.url.startsWith('/api/') || request.url === '/api';
      if (hasConsole && !isApi && request.method === 'GET')
        return reply.type('text/html').header('cache-control', 'no-cache').sendFile('index.html');
      return reply.status(404).send({ code: 404, message: 'Alamat tidak ditemukan.' });
    });
  },
  { name: 'console', dependencies: ['config', 'compress'] },
);

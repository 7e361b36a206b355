// Security headers (helmet's), with a Content Security Policy the console works under: no inline script
// anywhere. Helmet's headers depend only on its options, so they are computed once at start and copied onto
// every reply; @fastify/helmet built a new helmet middleware, CSP parsing included, for every request
// (docs/performance.md). A route with other needs says so in `config.helmet` (the invoice PDF: no CSP).
//
// The console must work over plain HTTP as well as behind TLS: an operator opens http://server:3000 from the
// office LAN. So the CSP never says `upgrade-insecure-requests` (it made the browser fetch every script over
// https, and the page stayed blank), and HSTS is sent only when the public address is https: PUBLIC_URL says
// so, or this request arrived over TLS (directly, or as X-Forwarded-Proto from a trusted proxy).
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import { tlsCheck } from '../../lib/trusted-proxies.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Helmet options merged over the defaults below for this route. */
    helmet?: HelmetOptions;
  }
}

const DEFAULTS: HelmetOptions = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      // Mantine writes CSS variables in style attributes; styles cannot run script.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      frameAncestors: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      upgradeInsecureRequests: null,
    },
  },
  crossOriginEmbedderPolicy: false,
  strictTransportSecurity: false,
};

/** Helmet's default HSTS value (180 days, subdomains), sent only over https. */
export const HSTS_HEADER = 'max-age=15552000; includeSubDomains';

/** The headers helmet sets with these options, read by running its middleware once against a recorder. */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string) => void (headers[name.toLowerCase()] = value),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  helmet(options)({} as never, recorder as never, (error?: unknown) => {
    if (error) throw error;
  });
  return Object.freeze(headers);
}

export default fp(
  async (app) => {
    const standard = helmetHeaders(DEFAULTS);
    const perRoute = new WeakMap<HelmetOptions, Record<string, string>>();
    app.addHook('onRoute', (route) => {
      const options = route.config?.helmet;
      if (options && !perRoute.has(options))
        perRoute.set(options, helmetHeaders({ ...DEFAULTS, ...options } as HelmetOptions));
    });
    const publicHttps = app.config.publicUrl?.startsWith('https://') ?? false;
    const arrivedOverTls = tlsCheck(app.config.trustProxy);
    app.addHook('onRequest', (request, reply, done) => {
      const options = request.routeOptions.config.helmet;
      reply.headers((options && perRoute.get(options)) ?? standard);
      if (publicHttps || arrivedOverTls(request)) reply.header('strict-transport-security', HSTS_HEADER);
      done();
    });
  },
  { name: 'helmet', dependencies: ['config'] },
);

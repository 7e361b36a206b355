// `npm run build:server`: the server compiled to JavaScript for production (no tsx, no TypeScript at run time).
// esbuild bundles apps/api with the workspace packages it imports (@tagih/db, @tagih/domain: TypeScript
// source) into apps/api/dist/bin, and leaves every npm dependency an ordinary import resolved from
// node_modules (native sharp, pdfkit's font data and PGlite's WebAssembly stay where their packages expect them).
// Each of those must be a `dependencies` entry of apps/api, so `pnpm deploy --prod` installs it: checked here.
// What the server reads from disk beside its code is copied next to it: the migrations (client.ts finds them
// at `../drizzle` from its own file, as from packages/db/src).
import { builtinModules } from 'node:module';
import { cpSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const api = path.join(root, 'apps/api');
const dist = path.join(api, 'dist');
const manifest = JSON.parse(readFileSync(path.join(api, 'package.json'), 'utf8'));
const declared = new Set(Object.keys(manifest.dependencies ?? {}));
const builtins = new Set(builtinModules);

/** `@scope/name/sub` -> `@scope/name`, `name/sub` -> `name`. */
const packageName = (specifier) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

/** Every bare import that is not a workspace package stays an import; the workspace is compiled in. */
const npmDependenciesExternal = {
  name: 'npm-dependencies-external',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@tagih/') ? undefined : { path: args.path, external: true },
    );
  },
};

rmSync(dist, { recursive: true, force: true });
const result = await build({
  absWorkingDir: root,
  entryPoints: {
    server: 'apps/api/src/server.ts',
    'admin-create': 'apps/api/src/cli/admin-create.ts',
    admin: 'apps/api/src/cli/admin.ts',
    // The invoice drawing threads' entry (apps/api/src/orders/invoice/drawing/pdf-drawing.ts finds it beside the server).
    'invoice-pdf-worker': 'apps/api/src/orders/invoice/drawing/pdf-worker.ts',
  },
  outdir: path.join(dist, 'bin'),
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20.19',
  // Readable stack traces in production logs without source maps.
  minify: false,
  legalComments: 'none',
  plugins: [npmDependenciesExternal],
  metafile: true,
  logLevel: 'warning',
});

const undeclared = new Set();
for (const output of Object.values(result.metafile.outputs))
  for (const { path: specifier, external } of output.imports) {
    if (!external || specifier.startsWith('node:') || builtins.has(specifier)) continue;
    if (!declared.has(packageName(specifier))) undeclared.add(packageName(specifier));
  }
if (undeclared.size > 0) {
  console.error(
    `build:server: the compiled server imports ${[...undeclared].join(', ')}, which apps/api/package.json ` +
      `does not list in "dependencies" (a production install would not have it). Add it there.`,
  );
  process.exit(1);
}

cpSync(path.join(root, 'packages/db/drizzle'), path.join(dist, 'drizzle'), { recursive: true });
console.log(
  `build:server: ${path.relative(root, dist)}/bin/server.js (and admin.js, admin-create.js), migrations`,
);

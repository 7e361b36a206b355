// `npm start`: install, build the console, then start the one server. The server migrates and seeds the
// database on start (embedded PGlite under ./data unless DATABASE_URL is set, with demo data when empty).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { must, pnpm, PNPM } from './run.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(root);

pnpm(['install', '--frozen-lockfile']);
pnpm(['--filter', '@tagih/web', 'build']);
must('npx', [...PNPM, '--filter', '@tagih/api', 'start'], {
  env: {
    WEB_DIST: process.env.WEB_DIST ?? path.join(root, 'apps/web/dist'),
    DATA_DIR: process.env.DATA_DIR ?? path.join(root, 'data'),
  },
});

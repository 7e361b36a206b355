// `npm test`: every check and every test of the tree, in the order that fails fastest. CI runs exactly this.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import net from 'node:net';
import { fileURLToPath } from 'node:url';
import { must, pnpm, run } from './run.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(root);
const reports = mkdtempSync(path.join(tmpdir(), 'tagih-test-reports-'));
const totals = { passed: 0, failed: 0, skipped: 0 };

function step(title) {
  console.log(`\n━━ ${title}`);
}

function postgresReachable() {
  return new Promise((resolve) => {
    const socket = net.connect(
      { host: '127.0.0.1', port: 5432, timeout: 1000 },
      () => (socket.end(), resolve(true)),
    );
    socket.on('error', () => resolve(false));
    socket.on('timeout', () => (socket.destroy(), resolve(false)));
  });
}

/**
 * Every system tool a test runs: Debian's Chromium (browser tests), poppler (pdftotext and pdffonts: the API
 * tests read invoice PDFs back) and xmllint (the Coretax export is checked for well-formedness). Installed when
 * missing, before the first test that needs one; without root the run stops here naming what to install.
 */
function ensureSystemTools() {
  const missing = [
    ['/usr/bin/chromium', 'chromium'],
    ['/usr/bin/pdftotext', 'poppler-utils'],
    ['/usr/bin/pdffonts', 'poppler-utils'],
    ['/usr/bin/xmllint', 'libxml2-utils'],
  ]
    .filter(([file]) => !existsSync(file))
    .map(([, pkg]) => pkg)
    .filter((pkg, index, all) => all.indexOf(pkg) === index);
  if (missing.length === 0) return;
  console.log(`Installing ${missing.join(', ')} from Debian's packages`);
  if (process.getuid?.() !== 0) {
    console.error(
      `Missing ${missing.join(', ')}: install with: sudo apt-get install -y ${missing.join(' ')}`,
    );
    process.exit(1);
  }
  must('apt-get', ['update', '-qq']);
  must('apt-get', ['install', '-y', '-qq', ...missing], { env: { DEBIAN_FRONTEND: 'noninteractive' } });
}

function vitest(name, args, env = {}) {
  const output = path.join(reports, `${name}.json`);
  const status = run(
    'npx',
    ['vitest', 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${output}`],
    { env },
  );
  if (existsSync(output)) {
    const report = JSON.parse(readFileSync(output, 'utf8'));
    totals.passed += report.numPassedTests;
    totals.failed += report.numFailedTests;
    totals.skipped += report.numPendingTests + report.numTodoTests;
  }
  return status;
}

function finish(status) {
  console.log(
    `\ntests: ${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`,
  );
  process.exit(status);
}

step('install');
pnpm(['install', '--frozen-lockfile']);

step('system tools the tests use');
ensureSystemTools();

step('typecheck');
for (const project of ['packages/domain', 'packages/db', 'apps/api', 'apps/web', 'e2e', 'bench'])
  must('npx', ['tsc', '-p', `${project}/tsconfig.json`]);

step('format and lint');
must('npx', ['prettier', '--check', '.', '--log-level=warn']);
// `npm run lint`: ESLint, then the import cycles ESLint cannot see (type imports, .dependency-cruiser.mjs).
must('npm', ['run', 'lint']);

step('domain rules in two time zones');
for (const tz of ['UTC', 'Asia/Jakarta'])
  if (vitest(`domain-${tz.replace('/', '-')}`, ['--project', 'domain'], { TZ: tz }) !== 0) finish(1);

// The compiled server, as the image runs it: the benchmark smoke test (apps/api) and the browser tests start it.
step('compile the server');
must('node', ['scripts/build-server.mjs']);

step('database, API and web tests');
const env = {};
if (!process.env.TEST_DATABASE_URL && (await postgresReachable()))
  env.TEST_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/postgres';
console.log(
  `API tests on ${process.env.TEST_DATABASE_URL || env.TEST_DATABASE_URL ? 'PostgreSQL (a fresh database per file)' : 'embedded PGlite'}`,
);
if (vitest('unit', ['--project', 'db', '--project', 'api', '--project', 'web'], env) !== 0) finish(1);

step('build the console');
pnpm(['--filter', '@tagih/web', 'build']);

// The deployed copy of the compiled server, with production dependencies only, which a browser test starts
// the way the image does (e2e/production-server.e2e.test.ts).
step('deploy the compiled server with production dependencies only');
const deployRoot = mkdtempSync(path.join(tmpdir(), 'tagih-deploy-'));
process.on('exit', () => rmSync(deployRoot, { recursive: true, force: true }));
const deployed = path.join(deployRoot, 'api');
pnpm(['--filter', '@tagih/api', 'deploy', '--prod', '--legacy', '--prefer-offline', deployed]);

step('browser tests (Chromium)');
if (vitest('e2e', ['--project', 'e2e'], { ...env, E2E_COMPILED_SERVER: deployed }) !== 0) finish(1);

finish(0);

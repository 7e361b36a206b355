// `npm run db:upgrade-embedded [-- <folder>]`: converts an embedded database folder written by PGlite 0.3
// (PostgreSQL 17) into one this release's PGlite 0.5 (PostgreSQL 18) opens. PostgreSQL reads only its own
// major's files and PGlite has no pg_upgrade, so this is the route PGlite documents for a major change: the old
// PGlite (kept as a development dependency under an npm alias) opens the folder, its pg_dump writes SQL, and the
// new PGlite replays it into a fresh folder. The old folder is renamed, never deleted, and is only swapped out
// after every table's row count matched. Plain JavaScript: the two PGlite versions' types do not mix.
import { existsSync, readFileSync, renameSync, rmSync } from 'node:fs';
import console from 'node:console';
import path from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';

const OLD_MAJOR = '17';
const NEW_MAJOR = '18';

/** Loads the old PGlite and its pg_dump; they are development dependencies, absent from a production install. */
async function loadOldTools() {
  try {
    const [{ PGlite }, { pg_trgm }, { pgDump }] = await Promise.all([
      import('pglite-0-3'),
      import('pglite-0-3/contrib/pg_trgm'),
      import('pglite-tools-0-2/pg_dump'),
    ]);
    return { PGlite, pg_trgm, pgDump };
  } catch {
    throw new Error(
      'The converter needs the previous PGlite, a development dependency: run it from a clone of this release' +
        ' after `npx -y pnpm@10 install` (a production install leaves development dependencies out).',
    );
  }
}

/** Every user table with its exact row count, to prove the copy complete before the swap. */
async function rowCounts(pg) {
  const tables = await pg.query(
    `select table_schema as s, table_name as t from information_schema.tables
      where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')
      order by 1, 2`,
  );
  const counts = {};
  for (const { s, t } of tables.rows) {
    const ident = `"${s.replaceAll('"', '""')}"."${t.replaceAll('"', '""')}"`;
    const { rows } = await pg.query(`select count(*)::text as n from ${ident}`);
    counts[`${s}.${t}`] = rows[0].n;
  }
  return counts;
}

/**
 * Converts `dataDir` in place (the old files move to `<dataDir>.pg17-<time>`); returns what it did.
 * @param {string} dataDir
 * @param {{ log?: (line: string) => void }} [options]
 */
export async function upgradeEmbeddedDatabase(dataDir, { log = () => undefined } = {}) {
  const versionFile = path.join(dataDir, 'PG_VERSION');
  if (!existsSync(versionFile))
    throw new Error(`${dataDir} holds no embedded database (no PG_VERSION file).`);
  const found = readFileSync(versionFile, 'utf8').trim();
  if (found === NEW_MAJOR) return { status: 'current', dataDir };
  if (found !== OLD_MAJOR) {
    throw new Error(
      `${dataDir} was written by PostgreSQL ${found}; only PostgreSQL ${OLD_MAJOR} folders convert.`,
    );
  }
  const { PGlite: OldPGlite, pg_trgm: oldTrgm, pgDump } = await loadOldTools();
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');

  log(`Reading ${dataDir} with PostgreSQL ${OLD_MAJOR}...`);
  const old = await OldPGlite.create(dataDir, { extensions: { pg_trgm: oldTrgm } });
  let dump;
  let before;
  try {
    before = await rowCounts(old);
    dump = await (await pgDump({ pg: old, args: ['--no-owner', '--no-privileges'] })).text();
  } finally {
    await old.close();
  }

  const staging = `${dataDir}.upgrading`;
  rmSync(staging, { recursive: true, force: true });
  log(`Writing PostgreSQL ${NEW_MAJOR} files to ${staging}...`);
  const next = await PGlite.create(staging, { extensions: { pg_trgm } });
  try {
    await next.exec(dump);
    const after = await rowCounts(next);
    const differing = Object.keys({ ...before, ...after }).filter((table) => before[table] !== after[table]);
    if (differing.length > 0) {
      throw new Error(
        `Row counts differ after the copy (${differing.join(', ')}); ${dataDir} was left as it was.`,
      );
    }
  } catch (error) {
    await next.close();
    rmSync(staging, { recursive: true, force: true });
    throw error;
  }
  await next.close();

  const backup = `${dataDir}.pg${OLD_MAJOR}-${new Date().toISOString().replace(/[:.]/g, '-')}`;
  renameSync(dataDir, backup);
  renameSync(staging, dataDir);
  return { status: 'upgraded', dataDir, backup, tables: Object.keys(before).length };
}

async function main() {
  const base = process.env.INIT_CWD ?? process.cwd();
  const arg = process.argv[2];
  const dataDir = arg
    ? path.resolve(base, arg)
    : path.join(path.resolve(base, process.env.DATA_DIR ?? 'data'), 'pglite');
  const result = await upgradeEmbeddedDatabase(dataDir, { log: (line) => console.log(line) });
  if (result.status === 'current') {
    console.log(`${dataDir} is already PostgreSQL ${NEW_MAJOR}; nothing to do.`);
  } else {
    console.log(
      `Upgraded ${dataDir} (${result.tables} tables, row counts match). The old files are in ${result.backup};` +
        ' delete them once the server has started and your data looks right.',
    );
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}

// One storage module for every file (payment proofs, login backgrounds). Callers use keys, never paths, so
// where the bytes live is chosen here: in PostgreSQL when the server runs on it (DATABASE_URL), where every
// instance reads them; in a local folder under DATA_DIR with the embedded database (one instance).
import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import fp from 'fastify-plugin';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '@tagih/db';
import { MIME_BY_EXTENSION } from '../../lib/image-upload.ts';
import {
  deleteStoredFile,
  insertStoredFile,
  readStoredFile,
  storedKeys,
} from '../../repositories/stored-files.ts';

export interface FileStorage {
  /** Stores the bytes under a new random key in the folder and returns the key. */
  put(folder: string, bytes: Buffer, extension: string): Promise<string>;
  get(key: string): Promise<Buffer | undefined>;
  remove(key: string): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    storage: FileStorage;
  }
}

// Images, and the bukti potong PDFs of issue 31.
const KEY_PATTERN = /^[a-z-]+\/[a-f0-9]{32}\.(jpg|png|webp|pdf)$/;

function newKey(folder: string, extension: string): string {
  const key = `${folder}/${randomBytes(16).toString('hex')}.${extension}`;
  if (!KEY_PATTERN.test(key)) throw new Error(`Invalid storage key: ${key}`);
  return key;
}

const FILE_TYPES: Readonly<Record<string, string>> = { ...MIME_BY_EXTENSION, pdf: 'application/pdf' };
const contentTypeOf = (key: string) => FILE_TYPES[key.split('.').pop() ?? ''] ?? 'application/octet-stream';

export function createLocalStorage(root: string): FileStorage {
  const resolve = (key: string) => {
    if (!KEY_PATTERN.test(key)) throw new Error(`Invalid storage key: ${key}`);
    return path.join(root, key);
  };
  return {
    async put(folder, bytes, extension) {
      const key = newKey(folder, extension);
      const file = resolve(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Write then rename: a crash never leaves a half-written file under the final name.
      const temporary = `${file}.${process.pid}.tmp`;
      await writeFile(temporary, bytes, { mode: 0o600 });
      await rename(temporary, file);
      return key;
    },
    async get(key) {
      if (!KEY_PATTERN.test(key)) return undefined;
      return readFile(resolve(key)).catch(() => undefined);
    },
    async remove(key) {
      if (KEY_PATTERN.test(key)) await rm(resolve(key), { force: true });
    },
  };
}

/** Files as rows of stored_files: one INSERT is the whole write, so no half-written file is ever seen. */
export function createDatabaseStorage(db: Db): FileStorage {
  return {
    async put(folder, bytes, extension) {
      const key = newKey(folder, extension);
      await insertStoredFile(db, { key, bytes, contentType: contentTypeOf(key) });
      return key;
    },
    async get(key) {
      return KEY_PATTERN.test(key) ? readStoredFile(db, key) : undefined;
    },
    async remove(key) {
      if (KEY_PATTERN.test(key)) await deleteStoredFile(db, key);
    },
  };
}

/**
 * Copies the files of a local storage folder (an upgrade from a version that kept them on disk) into the
 * database, skipping keys it holds already, so it is cheap to run on every start and no proof is lost. The
 * folder is left in place: the operator removes it once satisfied (README, "Several instances").
 */
export async function importLocalFiles(
  db: Db,
  root: string,
  log: Pick<FastifyBaseLogger, 'info'>,
): Promise<number> {
  const folders = await readdir(root, { withFileTypes: true }).catch(() => []);
  const keys: string[] = [];
  for (const folder of folders.filter((entry) => entry.isDirectory())) {
    const names = await readdir(path.join(root, folder.name));
    keys.push(...names.map((name) => `${folder.name}/${name}`).filter((key) => KEY_PATTERN.test(key)));
  }
  if (keys.length === 0) return 0;
  const present = await storedKeys(db, keys);
  let imported = 0;
  for (const key of keys.filter((candidate) => !present.has(candidate))) {
    const bytes = await readFile(path.join(root, key));
    if (await insertStoredFile(db, { key, bytes, contentType: contentTypeOf(key) }, { keepExisting: true }))
      imported += 1;
  }
  if (imported > 0)
    log.info({ imported, folder: root }, 'files imported from the local folder into PostgreSQL');
  return imported;
}

export default fp(
  async (app) => {
    const folder = path.join(app.config.dataDir, 'files');
    if (!app.config.databaseUrl) {
      app.decorate('storage', createLocalStorage(folder));
      return;
    }
    await importLocalFiles(app.db, folder, app.log);
    app.decorate('storage', createDatabaseStorage(app.db));
  },
  { name: 'storage', dependencies: ['config', 'db'] },
);

// One storage module for every file (payment proofs, login backgrounds). Callers use keys, never paths,
// so an S3-compatible bucket can replace the local folder without touching them.
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import fp from 'fastify-plugin';

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

const KEY_PATTERN = /^[a-z-]+\/[a-f0-9]{32}\.(jpg|png|webp)$/;

export function createLocalStorage(root: string): FileStorage {
  const resolve = (key: string) => {
    if (!KEY_PATTERN.test(key)) throw new Error(`Invalid storage key: ${key}`);
    return path.join(root, key);
  };
  return {
    async put(folder, bytes, extension) {
      const key = `${folder}/${randomBytes(16).toString('hex')}.${extension}`;
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

export default fp(
  async (app) => {
    app.decorate('storage', createLocalStorage(path.join(app.config.dataDir, 'files')));
  },
  { name: 'storage', dependencies: ['config'] },
);

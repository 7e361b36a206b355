// Files in the database (plugins/app/storage.ts, createDatabaseStorage): what one instance stores every other
// reads, and the one-off import of a local storage folder on upgrade loses no file and runs again harmlessly.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, storedFiles, type Database } from '@tagih/db';
import { createDatabaseStorage, importLocalFiles } from '../src/plugins/app/storage.ts';
import { solidPng } from './fixtures/images.ts';
import { createScratchDatabase, type ScratchDatabase } from './scratch-database.ts';

const silent = { info: () => undefined };

describe('files stored in the database', () => {
  let scratch: ScratchDatabase | undefined;
  let database: Database;
  let folder: string;
  beforeAll(async () => {
    const adminUrl = process.env.TEST_DATABASE_URL;
    scratch = adminUrl ? await createScratchDatabase(adminUrl, 'tagih_files') : undefined;
    database = await openDatabase(scratch ? { url: scratch.url, poolSize: 2 } : {});
    folder = mkdtempSync(path.join(tmpdir(), 'tagih-files-'));
  });
  afterAll(async () => {
    await database.close();
    await scratch?.drop();
    rmSync(folder, { recursive: true, force: true });
  });

  it('stores, serves and removes a file by key, with its type and size', async () => {
    const png = solidPng(3, 3, [10, 120, 200]);
    const storage = createDatabaseStorage(database.db);
    const key = await storage.put('payment-proofs', png, 'png');
    expect(key).toMatch(/^payment-proofs\/[a-f0-9]{32}\.png$/);
    // Another instance is another storage object on the same database.
    expect(await createDatabaseStorage(database.db).get(key)).toEqual(png);
    const [row] = await database.db.select().from(storedFiles).where(eq(storedFiles.key, key));
    expect(row).toMatchObject({ content_type: 'image/png', byte_size: png.length });
    await storage.remove(key);
    expect(await storage.get(key)).toBeUndefined();
    expect(await storage.get('../etc/passwd')).toBeUndefined();
  });

  it('imports the files of a local storage folder once, ignoring anything that is not a stored file', async () => {
    const proof = solidPng(2, 2, [1, 2, 3]);
    const background = solidPng(2, 2, [4, 5, 6]);
    const proofKey = `payment-proofs/${'a'.repeat(32)}.png`;
    const backgroundKey = `login/${'b'.repeat(32)}.png`;
    mkdirSync(path.join(folder, 'payment-proofs'), { recursive: true });
    mkdirSync(path.join(folder, 'login'), { recursive: true });
    writeFileSync(path.join(folder, proofKey), proof);
    writeFileSync(path.join(folder, backgroundKey), background);
    writeFileSync(path.join(folder, `${proofKey}.123.tmp`), 'half written');
    writeFileSync(path.join(folder, 'login', 'notes.txt'), 'not a stored file');

    expect(await importLocalFiles(database.db, folder, silent)).toBe(2);
    const storage = createDatabaseStorage(database.db);
    expect(await storage.get(proofKey)).toEqual(proof);
    expect(await storage.get(backgroundKey)).toEqual(background);
    expect(await importLocalFiles(database.db, folder, silent)).toBe(0);
    expect(await importLocalFiles(database.db, path.join(folder, 'missing'), silent)).toBe(0);
  });
});

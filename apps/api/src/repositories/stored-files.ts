// Uploaded files kept in PostgreSQL (table stored_files), for deployments of several instances: whichever
// instance received a proof, every other serves it. plugins/app/storage.ts wraps these as a FileStorage.
import { eq, inArray } from 'drizzle-orm';
import { storedFiles, type Db } from '@tagih/db';

export interface FileToStore {
  key: string;
  bytes: Buffer;
  contentType: string;
}

/**
 * Stores a file under its key. `keepExisting` (the import of an old folder, which may run on every start)
 * leaves a key already stored as it is and answers false; otherwise a taken key is an error.
 */
export async function insertStoredFile(
  db: Db,
  file: FileToStore,
  { keepExisting = false }: { keepExisting?: boolean } = {},
): Promise<boolean> {
  const insert = db.insert(storedFiles).values({
    key: file.key,
    bytes: file.bytes,
    content_type: file.contentType,
    byte_size: file.bytes.length,
  });
  const inserted = await (keepExisting ? insert.onConflictDoNothing() : insert).returning({
    key: storedFiles.key,
  });
  return inserted.length > 0;
}

export async function readStoredFile(db: Db, key: string): Promise<Buffer | undefined> {
  const [row] = await db
    .select({ bytes: storedFiles.bytes })
    .from(storedFiles)
    .where(eq(storedFiles.key, key));
  return row?.bytes;
}

export async function deleteStoredFile(db: Db, key: string): Promise<void> {
  await db.delete(storedFiles).where(eq(storedFiles.key, key));
}

/** Which of `keys` are stored already (asked in batches, so a large folder is a few statements). */
export async function storedKeys(db: Db, keys: string[]): Promise<Set<string>> {
  const found = new Set<string>();
  for (let start = 0; start < keys.length; start += 500) {
    const batch = keys.slice(start, start + 500);
    const rows = await db
      .select({ key: storedFiles.key })
      .from(storedFiles)
      .where(inArray(storedFiles.key, batch));
    for (const row of rows) found.add(row.key);
  }
  return found;
}

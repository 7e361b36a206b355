// What a request could have changed: every table (db-fingerprint.ts) and the files under DATA_DIR.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { TestContext } from '../helper.ts';
import { changedTables, databaseFingerprint } from './db-fingerprint.ts';

export interface StateSnapshot {
  tables: Record<string, string>;
  files: string[];
}

/** Every file under a folder, relative to it (the folder may not exist yet). */
export function listFiles(root: string): string[] {
  try {
    return readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
      .sort();
  } catch {
    return [];
  }
}

export async function snapshot(t: TestContext): Promise<StateSnapshot> {
  return {
    tables: await databaseFingerprint(t.database.db),
    files: listFiles(t.config.dataDir).filter((file) => file !== 'jwt-secret'),
  };
}

/** What differs between two snapshots, as readable lines (empty when nothing changed). */
export function differences(before: StateSnapshot, after: StateSnapshot): string[] {
  const tables = changedTables(before.tables, after.tables).map((name) => `table ${name}`);
  const added = after.files
    .filter((file) => !before.files.includes(file))
    .map((file) => `file added ${file}`);
  const removed = before.files
    .filter((file) => !after.files.includes(file))
    .map((file) => `file removed ${file}`);
  return [...tables, ...added, ...removed];
}

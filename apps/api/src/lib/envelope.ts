// The response envelope of decisions.md, built in one place so every route answers the same shapes.
import { PAGE_SIZE } from '@tagih/domain/schemas/common';

export const MESSAGES = {
  ok: 'OK',
  created: 'Data berhasil ditambahkan!',
  updated: 'Data berhasil di update!',
  deleted: 'Item Deleted',
} as const;

export function single<T>(data: T, message: string = MESSAGES.ok) {
  return { code: 200, message, data };
}

/** `estimated`: total is an estimate (a broad search); meta then says total_estimated: true. */
export function list<T>(rows: T[], page: number, total: number, estimated = false) {
  const meta = {
    current_page: page,
    last_page: Math.max(1, Math.ceil(total / PAGE_SIZE)),
    per_page: PAGE_SIZE,
    total,
  };
  return { data: rows, meta: estimated ? { ...meta, total_estimated: true } : meta };
}

export function done(message: string) {
  return { code: 200, message };
}

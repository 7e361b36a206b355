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

export function list<T>(rows: T[], page: number, total: number) {
  return {
    data: rows,
    meta: { current_page: page, last_page: Math.max(1, Math.ceil(total / PAGE_SIZE)), per_page: PAGE_SIZE, total },
  };
}

export function done(message: string) {
  return { code: 200, message };
}

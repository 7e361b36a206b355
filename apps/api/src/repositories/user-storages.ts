// User storage tiers (spec 2.16): a single table, the standard set from createSimpleCrud.
import { masterPackages, orders, userStorages } from '@tagih/db';
import type { StorageType, UserStorage } from '@tagih/domain/schemas/user-storage';
import { sanitizeHtml } from '../lib/sanitize-html.ts';
import { inUseMessage } from './in-use.ts';
import { createSimpleCrud } from './simple-crud.ts';
import { userStorageListColumns } from '@tagih/domain/schemas/list-columns';
import { declaredSorts } from './list-order.ts';

type UserStorageRecord = typeof userStorages.$inferSelect;
type UserStorageValues = {
  name: string;
  storage: number;
  type: StorageType;
  price: string;
  is_free: number;
  description: string;
  updated_at?: string;
};

export const userStorageRepository = createSimpleCrud<UserStorageRecord, UserStorage, UserStorageValues>({
  entity: 'user_storage',
  label: 'User storage',
  table: userStorages,
  searchColumns: [userStorages.name],
  sorts: declaredSorts(userStorageListColumns, {
    name: userStorages.name,
    price: userStorages.price,
    type: userStorages.type,
  }),
  toRow: (record) => ({
    id: record.id,
    name: record.name,
    storage: record.storage,
    type: record.type,
    price: record.price,
    is_free: record.is_free,
    description: record.description,
    created_at: record.created_at.toISOString(),
    updated_at: record.updated_at.toISOString(),
  }),
  toValues: (input) => ({
    name: input.name,
    storage: input.storage,
    type: input.type,
    price: input.price,
    is_free: input.is_free,
    description: sanitizeHtml(input.description),
  }),
  inUse: (db, id) =>
    inUseMessage(db, 'User storage', id, [
      { by: 'order', column: orders.id_storage_package },
      { by: 'master package', column: masterPackages.user_storage_id },
    ]),
});

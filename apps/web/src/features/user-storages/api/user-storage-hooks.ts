import { userStorageSchema } from '@tagih/domain/schemas/user-storage';
import type { UserStorage, UserStorageInput } from '@tagih/domain/schemas/user-storage';
import { createResourceHooks } from '../../../lib/resource-hooks';

/** The standard set over /user-storages (spec 2.16, section 7). */
export const userStorageHooks = createResourceHooks<UserStorage, UserStorageInput>('/user-storages', {
  rowSchema: userStorageSchema,
});

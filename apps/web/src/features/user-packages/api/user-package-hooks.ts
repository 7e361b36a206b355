import { userPackageSchema } from '@tagih/domain/schemas/user-package';
import type { UserPackage, UserPackageInput } from '@tagih/domain/schemas/user-package';
import { createResourceHooks } from '../../../lib/resource-hooks';

/** The standard set over /user-packages (spec 2.15, section 7). */
export const userPackageHooks = createResourceHooks<UserPackage, UserPackageInput>('/user-packages', {
  rowSchema: userPackageSchema,
});

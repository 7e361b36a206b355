import { extraPackageSchema } from '@tagih/domain/schemas/extra-package';
import type { ExtraPackage, ExtraPackageInput } from '@tagih/domain/schemas/extra-package';
import { createResourceHooks } from '../../../lib/resource-hooks';

/** The standard set over /extra-packages (spec 2.14, section 7). */
export const extraPackageHooks = createResourceHooks<ExtraPackage, ExtraPackageInput>('/extra-packages', {
  rowSchema: extraPackageSchema,
});

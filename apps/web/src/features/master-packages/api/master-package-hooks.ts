import { masterPackageDetailSchema, masterPackageSchema } from '@tagih/domain/schemas/master-package';
import type {
  MasterPackage,
  MasterPackageDetail,
  MasterPackageInput,
} from '@tagih/domain/schemas/master-package';
import { createResourceHooks } from '../../../lib/resource-hooks';

const BASE = '/kode_paket';

/** The standard set over /kode_paket (spec 2.18, section 7): list rows. */
export const masterPackageHooks = createResourceHooks<MasterPackage, MasterPackageInput>(BASE, {
  rowSchema: masterPackageSchema,
});

/** The same base for the form: GET {id} answers the record with its add-ons and the names of its choices. */
export const masterPackageFormHooks = createResourceHooks<MasterPackageDetail, MasterPackageInput>(BASE, {
  rowSchema: masterPackageDetailSchema,
});

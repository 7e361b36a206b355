// Master package form (spec 2.18): Nama, Kode Paket, the product item, user package and storage to bundle,
// optional add-ons, and the period.
import type { MasterPackageDetail, MasterPackageInput } from '@tagih/domain/schemas/master-package';
import { FormPage } from '../../components/form-page';
import { paths } from '../../config/paths';
import { masterPackageFormHooks } from './api/master-package-hooks';
import { MasterPackageFields } from './master-package-fields';
import {
  initialMasterPackageValues,
  masterPackageFormSchema,
  masterPackageToPayload,
  masterPackageToValues,
} from './master-package-form-values';
import type { MasterPackageFormValues } from './master-package-form-values';

export default function MasterPackageFormPage() {
  return (
    <FormPage<MasterPackageFormValues, MasterPackageDetail, MasterPackageInput>
      title="Form Master Packages"
      section={paths.masterPackages}
      resource={masterPackageFormHooks}
      schema={masterPackageFormSchema}
      initialValues={initialMasterPackageValues}
      toValues={masterPackageToValues}
      toPayload={masterPackageToPayload}
      maxWidth={860}
    >
      {(form, { isEdit, record }) => <MasterPackageFields form={form} isEdit={isEdit} record={record} />}
    </FormPage>
  );
}

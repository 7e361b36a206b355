// User form (spec 2.20): the company first; its branches and groups (RBAC roles) are then searched for that
// company only, and choosing another company clears choices that belonged to the old one. A saved user
// stays with its company (the API refuses a move), so the company is fixed when editing.
import { TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { Company } from '@tagih/domain/schemas/company';
import type { LookupRow } from '@tagih/domain/schemas/lookup';
import { userInputSchema } from '@tagih/domain/schemas/user';
import type { User, UserInput } from '@tagih/domain/schemas/user';
import { useParams } from 'react-router';
import { DigitsInput } from '../../components/digits-input';
import { FormPage } from '../../components/form-page';
import { SearchMultiSelect, SearchSelect } from '../../components/search-select';
import { paths } from '../../config/paths';
import { searchResource } from '../../lib/resource-hooks';
import { userHooks } from './api/user-hooks';
import { emptyUserValues, userToPayload, userToValues, valuesForCompany } from './user-form-values';
import type { UserFormValues } from './user-form-values';

const companyOption = (row: Company) => ({ value: String(row.id_company), label: row.name_company });
const named = (rows: LookupRow[] | undefined) =>
  (rows ?? []).map((row) => ({ value: String(row.id), label: row.name }));

/** A new company choice brings that company's default group access and role (not on screen, kept on the user). */
async function applyCompany(form: UseFormReturnType<UserFormValues>, id_company: string | null) {
  const next = valuesForCompany(form.getValues(), id_company);
  if (next === form.getValues()) return;
  form.setValues(next);
  if (id_company === null) return;
  const query = { name: '', company_id: Number(id_company) };
  const [groups, roles] = await Promise.all([
    searchResource<LookupRow>('/group-accesses', query),
    searchResource<LookupRow>('/roles', query),
  ]);
  if (form.getValues().id_company !== id_company) return; // another company was chosen meanwhile
  form.setFieldValue('id_group', groups[0]?.id ?? null);
  form.setFieldValue('id_role', roles[0]?.id ?? 0);
}

function UserFields({ form, record }: { form: UseFormReturnType<UserFormValues>; record: User | undefined }) {
  const companyId = form.values.id_company;
  const company = { company_id: companyId === null ? null : Number(companyId) };
  const needsCompany = companyId === null;
  const waitText = 'Pilih company terlebih dahulu';
  return (
    <>
      <SearchSelect<Company>
        label="Select Company"
        withAsterisk
        placeholder="Ketik nama atau kode perusahaan"
        base="/companies"
        getOption={companyOption}
        initialOptions={
          record ? [{ value: String(record.company.id_company), label: record.company.name_company }] : []
        }
        disabled={record !== undefined}
        description={record ? 'Company user yang sudah tersimpan tidak dapat diubah.' : undefined}
        error={form.errors.id_company}
        value={form.values.id_company}
        onChange={(value) => void applyCompany(form, value)}
      />
      <SearchMultiSelect<LookupRow>
        key={`branches-${companyId}`}
        label="Select Branch"
        withAsterisk
        placeholder={needsCompany ? waitText : 'Pilih branch'}
        base="/branches"
        params={company}
        disabled={needsCompany}
        initialOptions={named(record?.branches)}
        clearable
        error={form.errors.branchs_id}
        value={form.values.branchs_id}
        onChange={(values) => form.setFieldValue('branchs_id', values)}
      />
      <SearchMultiSelect<LookupRow>
        key={`groups-${companyId}`}
        label="Select Group"
        withAsterisk
        placeholder={needsCompany ? waitText : 'Pilih group'}
        base="/rbac_roles"
        params={company}
        disabled={needsCompany}
        initialOptions={named(record?.roles.map((item) => item.role))}
        clearable
        error={form.errors.user_roles_id}
        value={form.values.user_roles_id}
        onChange={(values) => form.setFieldValue('user_roles_id', values)}
      />
      <TextInput label="Employee ID" maxLength={50} {...form.getInputProps('employee_id')} />
      <TextInput
        label="Email"
        withAsterisk
        type="email"
        maxLength={254}
        autoComplete="off"
        {...form.getInputProps('username_user')}
      />
      <TextInput label="Name" withAsterisk maxLength={150} {...form.getInputProps('name_user')} />
      <DigitsInput label="Phone Number" maxDigits={20} {...form.getInputProps('mobile_user')} />
    </>
  );
}

export default function UserFormPage() {
  const { id } = useParams();
  const breadcrumbs = [
    { label: 'Admin Dashboard', to: paths.dashboard.path },
    { label: 'Users', to: paths.users.list },
    { label: id ? 'Edit' : 'Create' },
  ];
  return (
    <FormPage<UserFormValues, User, UserInput>
      title="Form User"
      section={paths.users}
      resource={userHooks}
      schema={userInputSchema}
      initialValues={emptyUserValues}
      toValues={userToValues}
      toPayload={userToPayload}
      breadcrumbs={breadcrumbs}
    >
      {(form, { record }) => <UserFields form={form} record={record} />}
    </FormPage>
  );
}

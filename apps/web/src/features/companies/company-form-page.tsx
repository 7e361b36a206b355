// Company form (spec 2.7): every company field, numeric inputs for phones, fax and NPWP, and the code
// refilled from the name. The code is shown read-only: the server assigns it when the company is saved.
import { Loader, Select, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { companyInputSchema, STATUS_TYPE_JOB_ORDER_OPTIONS } from '@tagih/domain/schemas/company';
import type { Company, CompanyInput } from '@tagih/domain/schemas/company';
import { PPN_BUYER_TYPE_LABELS, PPN_BUYER_TYPES, type PpnBuyerType } from '@tagih/domain/ppn-buyer';
import { DEFAULT_RENEW_DAYS_BEFORE } from '@tagih/domain/subscriptions';
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { DigitsInput } from '../../components/digits-input';
import { FormPage } from '../../components/form-page';
import { paths } from '../../config/paths';
import { companyHooks } from './api/company-hooks';
import { useCompanyCode } from './use-company-code';
import { CompanyRenewalFields, type RenewalValues } from './company-renewal-fields';

type Values = {
  code_company: string;
  name_company: string;
  phone_company: string;
  email: string;
  pic_email: string;
  pic_name: string;
  pic_phone: string;
  fax_number: string;
  city: string;
  province: string;
  country: string;
  npwp: string;
  nik: string;
  nitku: string;
  address_company: string;
  status_type_job_order: string;
  ppn_buyer_type: PpnBuyerType;
} & RenewalValues;

const initialValues: Values = {
  code_company: '',
  name_company: '',
  phone_company: '',
  email: '',
  pic_email: '',
  pic_name: '',
  pic_phone: '',
  fax_number: '',
  city: '',
  province: '',
  country: '',
  npwp: '',
  nik: '',
  nitku: '',
  address_company: '',
  status_type_job_order: '0',
  ppn_buyer_type: 'regular',
  // Until 'Setting Langganan' is read (CompanyRenewalFields), the domain's defaults.
  auto_renew: false,
  renew_days_before: DEFAULT_RENEW_DAYS_BEFORE,
};

const jobOrderTypes = STATUS_TYPE_JOB_ORDER_OPTIONS.map((option) => ({
  value: String(option.value),
  label: `${option.value} ${option.label}`,
}));

/** Who remits the PPN of a sale to the company: the invoice's amount and the faktur's TrxCode follow it. */
const ppnBuyerTypes = PPN_BUYER_TYPES.map((value) => ({ value, label: PPN_BUYER_TYPE_LABELS[value] }));

/** code_company is the server's to assign; it is shown, never sent. */
const toPayload = ({ code_company: _shown, renew_days_before, ...values }: Values): CompanyInput => ({
  ...values,
  // A cleared number is sent as typed: the server's 422 says what is wrong under the field.
  renew_days_before: renew_days_before as number,
});

function CompanyFields({ form, record }: { form: UseFormReturnType<Values>; record: Company | undefined }) {
  const { code, pending } = useCompanyCode(form.values.name_company, record);
  useEffect(() => {
    if (form.getValues().code_company !== code) form.setFieldValue('code_company', code);
  }, [code]); // follows the previewed code only

  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
        <TextInput
          label="Nama Perusahaan"
          withAsterisk
          maxLength={150}
          autoFocus={!record}
          {...form.getInputProps('name_company')}
        />
        <TextInput
          label="Kode Perusahaan"
          description="Dibuat otomatis dari nama perusahaan"
          readOnly
          variant="filled"
          placeholder="Ketik nama perusahaan"
          rightSection={pending ? <Loader size={14} /> : null}
          data-testid="code_company"
          {...form.getInputProps('code_company')}
        />
        <DigitsInput label="No Telp Perusahaan" maxDigits={20} {...form.getInputProps('phone_company')} />
        <TextInput label="Email" type="email" maxLength={254} {...form.getInputProps('email')} />
        <TextInput label="Nama PIC" maxLength={150} {...form.getInputProps('pic_name')} />
        <TextInput label="Email PIC" type="email" maxLength={254} {...form.getInputProps('pic_email')} />
        <DigitsInput label="No Telp PIC" maxDigits={20} {...form.getInputProps('pic_phone')} />
        <DigitsInput label="No Fax" maxDigits={20} {...form.getInputProps('fax_number')} />
        <TextInput label="Kota" maxLength={100} {...form.getInputProps('city')} />
        <TextInput label="Provinsi" maxLength={100} {...form.getInputProps('province')} />
        <TextInput label="Negara" maxLength={100} {...form.getInputProps('country')} />
        <DigitsInput
          label="NPWP"
          description="15 atau 16 digit angka"
          maxDigits={16}
          {...form.getInputProps('npwp')}
        />
        <DigitsInput
          label="NIK"
          description="16 digit, bila pembeli tidak ber-NPWP (faktur pajak)"
          maxDigits={16}
          {...form.getInputProps('nik')}
        />
        <DigitsInput
          label="NITKU"
          description="22 digit: NPWP/NIK + 6 digit (000000 kantor pusat)"
          maxDigits={22}
          {...form.getInputProps('nitku')}
        />
        <Select
          label="Status Type Job Order"
          data={jobOrderTypes}
          allowDeselect={false}
          {...form.getInputProps('status_type_job_order')}
        />
        <Select
          label="Peran PPN Pembeli"
          description="Instansi pemerintah (02) dan pemungut PPN lain (03) menyetor PPN sendiri: invoice tanpa PPN"
          data={ppnBuyerTypes}
          allowDeselect={false}
          data-testid="ppn_buyer_type"
          {...form.getInputProps('ppn_buyer_type')}
        />
        <CompanyRenewalFields form={form} isNew={!record} />
      </SimpleGrid>
      <Textarea
        label="Alamat"
        autosize
        minRows={3}
        maxRows={8}
        maxLength={1000}
        {...form.getInputProps('address_company')}
      />
    </>
  );
}

export default function CompanyFormPage() {
  const { id } = useParams();
  const breadcrumbs = [
    { label: 'Admin Dashboard', to: paths.dashboard.path },
    { label: 'Companies', to: paths.companies.list },
    { label: id ? 'Edit' : 'Create' },
  ];
  return (
    <FormPage<Values, Company, CompanyInput>
      title="Form Company"
      section={paths.companies}
      resource={companyHooks}
      schema={companyInputSchema}
      initialValues={initialValues}
      toPayload={toPayload}
      maxWidth={960}
      breadcrumbs={breadcrumbs}
    >
      {(form, { record }) => <CompanyFields form={form} record={record} />}
    </FormPage>
  );
}

// 'Select Voucher Diskon' with its description text and the voucher messages of spec sections 5 and 8,
// worded by the shared voucher rules (the same check the server refuses an unusable voucher with).
import { Stack, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { nominalDisplay, VOUCHER_MESSAGES } from '@tagih/domain/vouchers';
import type { OrderPrices } from '@tagih/domain/pricing';
import { VOUCHER_MODULES } from '@tagih/domain/schemas/voucher';
import type { VoucherRow } from '@tagih/domain/schemas/voucher';
import { SearchSelect } from '../../../components/search-select';
import type { ChosenVoucher, OrderFormValues } from './order-form-values';

/** The description under the select: whom the voucher is for, how much, until when. */
export function voucherDescription(voucher: ChosenVoucher): string {
  let amount: string;
  try {
    amount = nominalDisplay(voucher);
  } catch {
    amount = voucher.nominal;
  }
  const until = `berlaku s/d ${voucher.end_date}`;
  if (voucher.is_all_module === 1) return `${VOUCHER_MESSAGES.forOrder} ${amount}, ${until}`;
  const module = voucher.id_module ? VOUCHER_MODULES[voucher.id_module].label : '-';
  const target =
    voucher.target_name ??
    (voucher.id_product_item === '0' || voucher.id_user_package === '0' || voucher.id_add_on === '0'
      ? 'semua'
      : null);
  return `Voucher ${module}${target ? ` (${target})` : ''}: ${amount}, ${until}`;
}

const toChosen = (row: VoucherRow): ChosenVoucher => ({
  id: row.id,
  name_voucher: row.name_voucher,
  code_voucher: row.code_voucher,
  type_voucher: row.type_voucher,
  nominal: row.nominal,
  is_all_module: row.is_all_module,
  id_module: row.id_module,
  id_user_package: row.id_user_package,
  id_product_item: row.id_product_item,
  id_add_on: row.id_add_on,
  target_name: row.target_name,
  start_date: row.start_date,
  end_date: row.end_date,
});

export function VoucherField({
  form,
  prices,
}: {
  form: UseFormReturnType<OrderFormValues>;
  prices: OrderPrices | null;
}) {
  const voucher = form.values.chosen.voucher;
  const refused = prices?.voucher_error ?? null;
  // The last save's refusal (a 422 under the select) is stale once the figures say the voucher applies (the
  // product was fixed): then only the success text shows, never a red error beside it.
  const applies = voucher !== null && Boolean(prices?.voucher_message) && refused === null;
  return (
    <Stack gap={4}>
      <SearchSelect<VoucherRow>
        label="Select Voucher Diskon"
        placeholder="Cari voucher"
        base="/voucher"
        value={form.values.id_master_diskon}
        getOption={(row) => ({ value: String(row.id), label: `${row.code_voucher} - ${row.name_voucher}` })}
        initialOptions={
          voucher
            ? [{ value: String(voucher.id), label: `${voucher.code_voucher} - ${voucher.name_voucher}` }]
            : []
        }
        error={applies ? undefined : form.errors.id_master_diskon}
        onChange={(value, row) => {
          form.setFieldValue('id_master_diskon', value);
          if (!value) form.setFieldValue('chosen.voucher', null);
          else if (row) form.setFieldValue('chosen.voucher', toChosen(row));
        }}
      />
      {voucher && (
        <Text size="xs" c="dimmed" data-testid="voucher-description">
          {voucherDescription(voucher)}
        </Text>
      )}
      {voucher && prices?.voucher_message && (
        <Text size="sm" c={refused ? 'red' : 'teal'} data-testid="voucher-message">
          {prices.voucher_message}
        </Text>
      )}
    </Stack>
  );
}

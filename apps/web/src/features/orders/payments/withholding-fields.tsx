// PPh 23 withheld by the buyer, beside what was received (issue 31; decisions.md "Tax"). Off by default; when
// the clerk says the buyer withheld, the amount is proposed from 'Setting Pajak''s rate x the amount before
// PPN (the server's `proposed_withholding`, domain pph23.ts), and may be changed. The bukti potong's number,
// date and PDF are optional here: buyers often send them later ('Bukti Potong').
import { Checkbox, FileInput, Group, Stack, TextInput } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import { formatRupiah } from '@tagih/domain/money';
import { todayInJakarta } from '@tagih/domain/dates';
import { DayInput } from '../../../components/day-input';
import { MoneyInput } from '../../../components/money-input';
import type { FieldErrors } from '../../../lib/api-errors';

export interface Withholding {
  withheld: boolean;
  /** Digits; the proposal until the clerk changes it. */
  amount: string;
  number: string;
  date: string;
  file: File | null;
}

export const noWithholding = (): Withholding => ({
  withheld: false,
  amount: '',
  number: '',
  date: '',
  file: null,
});

/** What the approval sends of it: nothing unless the buyer withheld. */
export function withholdingBody(value: Withholding) {
  if (!value.withheld || value.amount === '') return {};
  return {
    withheld_pph23: value.amount,
    ...(value.number.trim() ? { withholding_number: value.number.trim() } : {}),
    ...(value.date ? { withholding_date: value.date } : {}),
  };
}

export function WithholdingFields({
  value,
  onChange,
  errors,
  proposal,
}: {
  value: Withholding;
  onChange: (next: Withholding) => void;
  errors: FieldErrors;
  /** The proposed amount and the rate it came from ('2'). */
  proposal: { amount: string; rate: string };
}) {
  return (
    <Stack gap="xs" data-testid="withholding-fields">
      <Checkbox
        label="Pembeli memotong PPh 23"
        checked={value.withheld}
        onChange={(event) => {
          const withheld = event.currentTarget.checked;
          onChange({
            ...value,
            withheld,
            amount: withheld && value.amount === '' ? proposal.amount : value.amount,
          });
        }}
      />
      {value.withheld && (
        <>
          <Group grow align="flex-start">
            <MoneyInput
              label="PPh 23 dipotong"
              description={`Usulan: ${proposal.rate}% x jumlah sebelum PPN = ${formatRupiah(proposal.amount)}`}
              value={value.amount}
              onChange={(amount) => onChange({ ...value, amount })}
              error={errors.withheld_pph23?.[0]}
            />
            <TextInput
              label="Nomor bukti potong"
              description="Boleh diisi nanti"
              value={value.number}
              maxLength={40}
              onChange={(event) => onChange({ ...value, number: event.currentTarget.value })}
              error={errors.withholding_number?.[0]}
            />
          </Group>
          <Group grow align="flex-start">
            <DayInput
              label="Tanggal bukti potong"
              clearable
              value={value.date}
              maxDate={todayInJakarta()}
              onChange={(date) => onChange({ ...value, date })}
              error={errors.withholding_date?.[0]}
            />
            <FileInput
              label="PDF bukti potong"
              placeholder="Pilih PDF"
              accept="application/pdf"
              clearable
              leftSection={<IconFileTypePdf size={16} />}
              value={value.file}
              onChange={(file) => onChange({ ...value, file })}
              error={errors.file?.[0]}
            />
          </Group>
        </>
      )}
    </Stack>
  );
}

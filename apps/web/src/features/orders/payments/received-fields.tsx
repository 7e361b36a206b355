// 'Jumlah diterima' and 'Tanggal diterima': what arrived and on which day, asked the same way by the proof
// review and the publish dialog (issue 27). The amount starts empty: booking a payment is a decision the
// clerk types from the transfer, never a pre-filled balance. The date is today in WIB unless picked on the
// console's Indonesian calendar (today at the latest).
import { Group } from '@mantine/core';
import { useState } from 'react';
import { todayInJakarta } from '@tagih/domain/dates';
import { DayInput } from '../../../components/day-input';
import { MoneyInput } from '../../../components/money-input';
import type { FieldErrors } from '../../../lib/api-errors';

export interface Received {
  /** Digits, '' until typed. */
  amount: string;
  /** YYYY-MM-DD. */
  received_on: string;
}

const nothingReceived = (): Received => ({ amount: '', received_on: todayInJakarta() });

/** What is refused before anything is sent (the server refuses the rest, such as more than the balance). */
function receivedRefusals({ amount, received_on }: Received): FieldErrors {
  const errors: FieldErrors = {};
  if (amount === '') errors.amount = ['Jumlah diterima wajib diisi.'];
  else if (BigInt(amount) === 0n) errors.amount = ['Jumlah harus lebih dari 0.'];
  if (received_on === '') errors.received_on = ['Tanggal diterima wajib diisi.'];
  return errors;
}

/**
 * The two fields' values and messages. A field's message goes once the clerk edits that field, as in the
 * forms (a refused 2.000.000 corrected to 400.000 no longer reads 'melebihi sisa tagihan').
 */
export function useReceived() {
  const [received, setReceived] = useState(nothingReceived);
  const [errors, setErrors] = useState<FieldErrors>({});
  const change = (next: Received) => {
    const edited = (field: string) =>
      (field === 'amount' || field === 'received_on') && next[field] !== received[field];
    setErrors((current) => Object.fromEntries(Object.entries(current).filter(([field]) => !edited(field))));
    setReceived(next);
  };
  /** Shows the refusals made before sending; true when there are none. */
  const check = () => {
    const refused = receivedRefusals(received);
    setErrors(refused);
    return Object.keys(refused).length === 0;
  };
  return { received, change, errors, setErrors, check };
}

export function ReceivedFields({
  value,
  onChange,
  errors,
}: {
  value: Received;
  onChange: (next: Received) => void;
  errors: FieldErrors;
}) {
  return (
    <Group grow align="flex-start">
      <MoneyInput
        label="Jumlah diterima"
        placeholder="Ketik jumlah yang masuk"
        withAsterisk
        value={value.amount}
        onChange={(amount) => onChange({ ...value, amount })}
        error={errors.amount?.[0]}
      />
      <DayInput
        label="Tanggal diterima"
        withAsterisk
        value={value.received_on}
        maxDate={todayInJakarta()}
        onChange={(received_on) => onChange({ ...value, received_on })}
        error={errors.received_on?.[0]}
      />
    </Group>
  );
}

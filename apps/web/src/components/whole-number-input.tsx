// A count (Jumlah User, Storage): a whole number from `min` to `max`. What was typed is never changed behind
// the user's back: a number past the maximum stays as typed and the field says why it cannot be saved (a
// NumberInput's default clamp turned 99999999999 into 1.000.000 on blur without a word).
import { NumberInput } from '@mantine/core';
import type { NumberInputProps } from '@mantine/core';
import { formatNumberId } from '@tagih/domain/money';

export type WholeNumberInputProps = Omit<NumberInputProps, 'min' | 'max'> & { min?: number; max: number };

export function WholeNumberInput({ min = 1, max, error, ...props }: WholeNumberInputProps) {
  const value = props.value;
  const tooLarge = value !== undefined && value !== '' && Number(value) > max;
  return (
    <NumberInput
      {...props}
      min={min}
      max={max}
      allowDecimal={false}
      allowNegative={false}
      clampBehavior="none"
      error={error ?? (tooLarge ? `Maksimal ${formatNumberId(String(max))}.` : undefined)}
    />
  );
}

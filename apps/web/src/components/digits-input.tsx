// A "numeric input" of the spec for numbers that are not amounts (phone, fax, NPWP): digits only, no
// grouping, leading zeros kept ('0215551234'), at most `maxDigits`. A text input, because a number input
// would drop the leading zero and show spinners. No native maxLength: a pasted '01.234.567.8-901.000' must
// keep all its digits before the separators are dropped.
import { TextInput } from '@mantine/core';
import type { TextInputProps } from '@mantine/core';
import type { ChangeEvent } from 'react';

export type DigitsInputProps = Omit<TextInputProps, 'value' | 'defaultValue' | 'onChange' | 'type'> & {
  value?: string | number | null;
  onChange: (digits: string) => void;
  maxDigits?: number;
};

export function DigitsInput({ value, onChange, maxDigits = 20, ...props }: DigitsInputProps) {
  const handleChange = (event: ChangeEvent<HTMLInputElement>) =>
    onChange(event.currentTarget.value.replace(/\D/g, '').slice(0, maxDigits));
  return (
    <TextInput
      {...props}
      inputMode="numeric"
      autoComplete={props.autoComplete ?? 'off'}
      value={value === null || value === undefined ? '' : String(value)}
      onChange={handleChange}
    />
  );
}

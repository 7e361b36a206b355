// A rupiah input: keeps digits only, at most `maxDigits` of them, shows id-ID grouping ('1.250.000') and hands
// the caller the bare digit string ('1250000'), which is what the API takes (spec section 9 limits). When
// what was typed or pasted had more digits than fit, the field keeps the first ones AND says so under itself
// (a pasted 9876543210123 silently becoming 987.654.321 was a wrong price nobody noticed).
import { TextInput } from '@mantine/core';
import type { TextInputProps } from '@mantine/core';
import { formatNumberId, parseMoneyInput, PRICE_DIGITS } from '@tagih/domain/money';
import { useLayoutEffect, useRef, useState } from 'react';
import type { ChangeEvent } from 'react';

export type MoneyInputProps = Omit<TextInputProps, 'value' | 'defaultValue' | 'onChange' | 'type'> & {
  /** Digit string ('' when empty). Numbers are accepted for records loaded from elsewhere. */
  value?: string | number | null;
  onChange: (digits: string) => void;
  /** 12 for prices (default), 9 for sub-module prices. */
  maxDigits?: number;
};

function group(digits: string): string {
  return digits === '' ? '' : formatNumberId(digits);
}

/** Caret position in `formatted` just after its `digitCount`-th digit. */
function caretAfterDigits(formatted: string, digitCount: number): number {
  if (digitCount <= 0) return 0;
  let seen = 0;
  for (let index = 0; index < formatted.length; index += 1) {
    if (/\d/.test(formatted[index] ?? '')) seen += 1;
    if (seen === digitCount) return index + 1;
  }
  return formatted.length;
}

/** The notice under a field whose input was cut to `maxDigits`, or null when everything typed fitted. */
export function cutNotice(raw: string, maxDigits: number): string | null {
  const typed = raw.replace(/[^0-9]/g, '').replace(/^0+(?=\d)/, '');
  if (typed.length <= maxDigits) return null;
  return `Maksimal ${maxDigits} digit: ${typed.length} digit yang dimasukkan dipotong menjadi ${group(typed.slice(0, maxDigits))}.`;
}

export function MoneyInput({ value, onChange, maxDigits = PRICE_DIGITS, ...props }: MoneyInputProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const pendingCaret = useRef<number | null>(null);
  const digits = parseMoneyInput(value === null || value === undefined ? '' : String(value), maxDigits);
  const display = group(digits);

  // Regrouping moves the digits; put the caret back after the same digit the user was at.
  useLayoutEffect(() => {
    const input = inputRef.current;
    if (pendingCaret.current === null || !input || document.activeElement !== input) return;
    const caret = caretAfterDigits(display, pendingCaret.current);
    input.setSelectionRange(caret, caret);
    pendingCaret.current = null;
  }, [display]);

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const raw = event.currentTarget.value;
    const caret = event.currentTarget.selectionStart ?? raw.length;
    const next = parseMoneyInput(raw, maxDigits);
    setNotice(cutNotice(raw, maxDigits));
    const digitsBeforeCaret = parseMoneyInput(raw.slice(0, caret), maxDigits).length;
    if (next === digits) {
      // Nothing to change (a letter, a deleted dot): React puts the text back; keep the caret where it was.
      const input = event.currentTarget;
      const keep = caretAfterDigits(display, digitsBeforeCaret);
      requestAnimationFrame(() => input.setSelectionRange(keep, keep));
      return;
    }
    pendingCaret.current = Math.min(digitsBeforeCaret, next.length);
    onChange(next);
  };

  return (
    <TextInput
      {...props}
      ref={inputRef}
      inputMode="numeric"
      autoComplete="off"
      leftSection={props.leftSection ?? 'Rp.'}
      leftSectionWidth={props.leftSectionWidth ?? 44}
      value={display}
      onChange={handleChange}
      styles={{ input: { fontVariantNumeric: 'tabular-nums' } }}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      description={
        notice ? (
          <span role="status" style={{ color: 'var(--mantine-color-orange-9)' }} data-testid="money-cut">
            {notice}
          </span>
        ) : (
          props.description
        )
      }
    />
  );
}

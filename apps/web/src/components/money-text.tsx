import { formatRupiah } from '@tagih/domain/money';

/** 'Rp. 1.250.000'. Shows '-' for a missing or unreadable amount instead of failing the whole table. */
export function formatMoneyOrDash(value: string | number | bigint | null | undefined): string {
  if (value === null || value === undefined || value === '') return '-';
  try {
    return formatRupiah(value);
  } catch {
    return '-';
  }
}

export function MoneyText({ value }: { value: string | number | bigint | null | undefined }) {
  return (
    <span style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
      {formatMoneyOrDash(value)}
    </span>
  );
}

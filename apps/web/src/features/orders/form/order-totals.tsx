// 'Total Harga', and for an upgrade the new package for the remaining days line by line, the previous order's
// use, 'Total Prorate', 'Total Harga Sebelumnya' and 'Sisa Bayar' (spec 2.10, decisions.md "Pricing"), read
// from the live figures (order-form-pricing.ts): the same prorated lines the server stores and the invoice prints.
import { Divider, Group, Paper, Stack, Text } from '@mantine/core';
import { formatRupiah } from '@tagih/domain/money';
import type { OrderFigures } from '@tagih/domain/order-figures';
import type { UpgradeFigures } from '@tagih/domain/proration';
import { formatMoneyOrDash } from '../../../components/money-text';
import type { OrderFormValues } from './order-form-values';
import { proratedLineLabel, proratedLineText } from './order-line-hints';

function Line({
  label,
  hint,
  value,
  strong = false,
  testId,
}: {
  label: string;
  hint?: string;
  value: bigint | null;
  strong?: boolean;
  testId: string;
}) {
  return (
    <Group justify="space-between" wrap="nowrap" align="flex-start">
      <div>
        <Text size="sm" fw={strong ? 700 : 500}>
          {label}
        </Text>
        {hint && (
          <Text size="xs" c="dimmed" data-testid={`${testId}-hint`}>
            {hint}
          </Text>
        )}
      </div>
      <Text
        size={strong ? 'lg' : 'sm'}
        fw={strong ? 700 : 500}
        data-testid={testId}
        style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}
      >
        {formatMoneyOrDash(value)}
      </Text>
    </Group>
  );
}

/** The new package for the remaining days, line by line, and the previous order's use for the used days. */
function UpgradeBreakdown({ upgrade, values }: { upgrade: UpgradeFigures; values: OrderFormValues }) {
  const days = (n: number) => `${n}/${upgrade.total_days} hari`;
  const previous = values.chosen.previous;
  return (
    <Stack gap={6} data-testid="upgrade-breakdown">
      <Text size="xs" fw={700} c="dimmed" tt="uppercase">
        Paket baru untuk sisa periode ({upgrade.remaining_days} dari {upgrade.total_days} hari)
      </Text>
      {upgrade.lines.map((line) => (
        <Line
          key={line.key}
          label={proratedLineLabel(values, line)}
          hint={proratedLineText(line, upgrade)}
          value={line.amount}
          testId={`prorated-${line.key}`}
        />
      ))}
      <Line
        label="Jumlah paket baru"
        hint={`${formatRupiah(upgrade.new_total)} x ${days(upgrade.remaining_days)}, dibulatkan ke atas`}
        value={upgrade.new_prorated}
        testId="prorated-new-package"
      />
      <Line
        label={`Pemakaian order sebelumnya${previous ? ` ${previous.invoice_number}` : ''}`}
        hint={`${formatRupiah(upgrade.previous_total)} x ${days(upgrade.used_days)} = ${formatRupiah(upgrade.old_prorate)}`}
        value={upgrade.old_prorate}
        testId="prorated-previous-use"
      />
      <Divider />
    </Stack>
  );
}

export function OrderTotals({
  figures,
  isUpgrade,
  values,
}: {
  figures: OrderFigures | null;
  isUpgrade: boolean;
  values: OrderFormValues;
}) {
  const upgrade = figures?.upgrade ?? null;
  const prices = figures?.prices;
  // A voucher on a line is shown under that line; only an order-level voucher comes off the lines' sum here.
  const orderVoucher = prices && prices.voucher_discount > 0n ? prices.voucher_discount : 0n;
  return (
    <Paper withBorder radius="md" p="md" bg="gray.0">
      <Stack gap="xs">
        {prices && orderVoucher > 0n && (
          <>
            <Line label="Subtotal" value={prices.total_price + orderVoucher} testId="total-subtotal" />
            <Line
              label={`Voucher ${values.chosen.voucher?.code_voucher ?? ''}`.trim()}
              hint="Potongan seluruh order"
              value={-orderVoucher}
              testId="total-voucher"
            />
          </>
        )}
        <Line
          label="Total Harga"
          value={prices?.total_price ?? null}
          strong={!isUpgrade}
          testId="total-harga"
        />
        {isUpgrade && (
          <>
            <Divider />
            {upgrade?.is_prorated && <UpgradeBreakdown upgrade={upgrade} values={values} />}
            <Line
              label="Total Prorate"
              hint={
                upgrade?.is_prorated
                  ? `${formatRupiah(upgrade.new_prorated)} + ${formatRupiah(upgrade.old_prorate)}`
                  : undefined
              }
              value={upgrade?.total_prorate ?? 0n}
              testId="total-prorate"
            />
            <Line
              label="Total Harga Sebelumnya"
              value={upgrade?.previous_total ?? 0n}
              testId="total-harga-sebelumnya"
            />
            <Line label="Sisa Bayar" value={upgrade?.sisa_bayar ?? 0n} strong testId="sisa-bayar" />
            {upgrade && !upgrade.is_prorated && (
              <Text size="xs" c="dimmed">
                Order sebelumnya tidak sedang berjalan; pilih order yang masih berjalan.
              </Text>
            )}
            {upgrade && upgrade.sisa_bayar < 0n && (
              <Text size="xs" c="dimmed">
                Sisa bayar negatif menjadi kredit pelanggan; tidak ada yang perlu dibayar.
              </Text>
            )}
          </>
        )}
      </Stack>
    </Paper>
  );
}

// 'Total Harga', and for an upgrade 'Total Harga Sebelumnya', 'Total Prorate' and 'Sisa Bayar' (spec 2.10),
// read from the live figures (order-form-pricing.ts).
import { Group, Paper, Stack, Text } from '@mantine/core';
import type { OrderFigures } from '@tagih/domain/order-figures';
import { formatMoneyOrDash } from '../../components/money-text';

function Line({
  label,
  value,
  strong = false,
  testId,
}: {
  label: string;
  value: bigint | null;
  strong?: boolean;
  testId: string;
}) {
  return (
    <Group justify="space-between" wrap="nowrap">
      <Text size="sm" fw={strong ? 700 : 500}>
        {label}
      </Text>
      <Text
        size={strong ? 'lg' : 'sm'}
        fw={strong ? 700 : 500}
        data-testid={testId}
        style={{ fontVariantNumeric: 'tabular-nums' }}
      >
        {formatMoneyOrDash(value)}
      </Text>
    </Group>
  );
}

export function OrderTotals({ figures, isUpgrade }: { figures: OrderFigures | null; isUpgrade: boolean }) {
  const upgrade = figures?.upgrade ?? null;
  return (
    <Paper withBorder radius="md" p="md" bg="gray.0">
      <Stack gap="xs">
        {figures && figures.prices.voucher_amount > 0n && (
          <Line label="Potongan voucher" value={-figures.prices.voucher_amount} testId="total-voucher" />
        )}
        <Line
          label="Total Harga"
          value={figures?.prices.total_price ?? null}
          strong={!isUpgrade}
          testId="total-harga"
        />
        {isUpgrade && (
          <>
            <Line
              label="Total Harga Sebelumnya"
              value={upgrade?.previous_total ?? 0n}
              testId="total-harga-sebelumnya"
            />
            <Line label="Total Prorate" value={upgrade?.total_prorate ?? 0n} testId="total-prorate" />
            <Line label="Sisa Bayar" value={upgrade?.sisa_bayar ?? 0n} strong testId="sisa-bayar" />
            {upgrade && !upgrade.is_prorated && (
              <Text size="xs" c="dimmed">
                Order sebelumnya sudah berakhir; prorate tidak dihitung.
              </Text>
            )}
            {upgrade && upgrade.sisa_bayar < 0n && (
              <Text size="xs" c="dimmed">
                Sisa bayar negatif menjadi kredit pelanggan.
              </Text>
            )}
          </>
        )}
      </Stack>
    </Paper>
  );
}

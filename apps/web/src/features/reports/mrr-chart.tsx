// The months' MRR movements as stacked bars (@mantine/charts on recharts): what came in above the line (new,
// expansion), what went out below it (contraction, churn), and the net as a line, so a finance reader sees at a
// glance which months grew and why. Loaded lazily with its library: the rest of the console never carries it.
import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { formatRupiah } from '@tagih/domain/money';
import type { MrrMonth } from '@tagih/domain/schemas/mrr-report';

const MONTH_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'Mei', 'Jun', 'Jul', 'Agu', 'Sep', 'Okt', 'Nov', 'Des'];

/** '2026-08' -> 'Agu 2026'. */
export function monthLabel(month: string): string {
  return `${MONTH_NAMES[Number(month.slice(5, 7)) - 1] ?? month} ${month.slice(0, 4)}`;
}

/**
 * A bar's height is a number: rupiah are plotted as numbers (exact up to 2^53, far above any month's MRR);
 * every figure printed (axis, tooltip, table) is formatted from the API's digit strings or exact integers.
 */
const toChartRow = (row: MrrMonth) => ({
  month: monthLabel(row.month),
  Baru: Number(row.new),
  Ekspansi: Number(row.expansion),
  Kontraksi: -Number(row.contraction),
  Churn: -Number(row.churned),
});

const compact = new Intl.NumberFormat('id-ID', { notation: 'compact', maximumFractionDigits: 1 });

export default function MrrChart({ months }: { months: MrrMonth[] }) {
  return (
    <BarChart
      h={300}
      data={months.map(toChartRow)}
      dataKey="month"
      type="stacked"
      // 'sign' stacks what came in above zero and what went out below it, whatever the order of the series.
      barChartProps={{ stackOffset: 'sign' }}
      withLegend
      legendProps={{ verticalAlign: 'bottom', height: 56 }}
      // Contraction and churn are drawn below zero but named as losses, so the tooltip gives their amounts.
      valueFormatter={(value) => formatRupiah(Math.abs(Math.round(value)))}
      yAxisProps={{ tickFormatter: (value: number) => compact.format(value), width: 70 }}
      referenceLines={[{ y: 0, color: 'gray.6' }]}
      series={[
        { name: 'Baru', color: 'teal.6' },
        { name: 'Ekspansi', color: 'blue.6' },
        { name: 'Kontraksi', color: 'orange.6' },
        { name: 'Churn', color: 'red.6' },
      ]}
    />
  );
}

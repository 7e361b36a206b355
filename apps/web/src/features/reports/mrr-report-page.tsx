// 'Laporan' (issue 32): MRR, ARR and the running subscriptions today, the months' MRR movements as a chart and a
// table, and the table's export. The definitions are docs/subscription-metrics.md; the figures come from
// GET /reports/mrr as digit strings and are printed with the domain's rupiah format.
import { Alert, Card, Group, Loader, Select, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { formatNumberId, formatRupiah } from '@tagih/domain/money';
import { DEFAULT_REPORT_MONTHS } from '@tagih/domain/mrr';
import { mrrMonthColumns, type MrrMonth, type MrrReport } from '@tagih/domain/schemas/mrr-report';
import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { ListExportButton } from '../../components/list-export-button';
import { PageHeader } from '../../components/page-header';
import { MRR_REPORT_BASE, useMrrReport } from './api/mrr-report-hooks';

const MrrChart = lazy(() => import('./mrr-chart'));

const MONTH_CHOICES = ['3', '6', '12', '24', '36'].map((value) => ({
  value,
  label: `${value} bulan terakhir`,
}));

function useMonthsChoice(): [number, (months: string | null) => void] {
  const [params, setParams] = useSearchParams();
  const chosen = params.get('months');
  const months =
    chosen && MONTH_CHOICES.some((choice) => choice.value === chosen)
      ? Number(chosen)
      : DEFAULT_REPORT_MONTHS;
  const choose = (value: string | null) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.set('months', value ?? String(DEFAULT_REPORT_MONTHS));
      return next;
    });
  return [months, choose];
}

export default function MrrReportPage() {
  const [months, chooseMonths] = useMonthsChoice();
  const report = useMrrReport(months);
  return (
    <>
      <PageHeader
        title="Laporan"
        breadcrumbs={[{ label: 'Admin Dashboard' }, { label: 'Laporan' }]}
        actions={
          <Group gap="sm">
            <Select
              aria-label="Periode"
              data={MONTH_CHOICES}
              value={String(months)}
              onChange={chooseMonths}
              allowDeselect={false}
              w={190}
            />
            <ListExportButton
              base={MRR_REPORT_BASE}
              query={{ search: '', filters: { months: String(months) } }}
            />
          </Group>
        }
      />
      {report.isError && <Alert color="red">Laporan tidak dapat dimuat. Coba lagi.</Alert>}
      {report.data ? <ReportBody report={report.data} /> : !report.isError && <Loader />}
    </>
  );
}

function ReportBody({ report }: { report: MrrReport }) {
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed" data-testid="mrr-as-of">
        Posisi per {report.as_of}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Figure label="MRR" value={formatRupiah(report.mrr)} hint="Nilai bulanan langganan aktif" />
        <Figure label="ARR" value={formatRupiah(report.arr)} hint="12 x MRR" />
        <Figure
          label="Langganan Aktif"
          value={formatNumberId(report.active)}
          hint="Langganan berjalan hari ini"
        />
      </SimpleGrid>
      <Card withBorder radius="md" padding="md">
        <Title order={2} fz="h4" mb="sm">
          Pergerakan MRR per bulan
        </Title>
        <Suspense fallback={<Loader />}>
          <div data-testid="mrr-chart">
            <MrrChart months={report.months} />
          </div>
        </Suspense>
      </Card>
      <MonthsTable months={report.months} />
    </Stack>
  );
}

function Figure({ label, value, hint }: { label: string; value: string; hint: string }) {
  return (
    <Card withBorder radius="md" padding="md" data-testid={`figure-${label}`}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz="xl" fw={700} style={{ fontVariantNumeric: 'tabular-nums' }}>
        {value}
      </Text>
      <Text size="xs" c="dimmed">
        {hint}
      </Text>
    </Card>
  );
}

/** The screen's columns: the export's, with the two counts folded into the rate ('50,00% (1 dari 2)'). */
const SCREEN_COLUMNS = mrrMonthColumns.filter(
  (column) => column.field !== 'renewed_count' && column.field !== 'churned_count',
);

/** A cell of the months table: money as 'Rp. 1.250.000', the rate as '66,67% (2 dari 3)' or '-'. */
function cellText(row: MrrMonth, field: (typeof SCREEN_COLUMNS)[number]['field']): string {
  if (field === 'month') return row.month;
  if (field === 'renewal_rate') {
    if (row.renewal_rate === null) return '-';
    const ended = row.renewed_count + row.churned_count;
    return `${row.renewal_rate.replace('.', ',')}% (${formatNumberId(row.renewed_count)} dari ${formatNumberId(ended)})`;
  }
  return formatRupiah(row[field]);
}

function MonthsTable({ months }: { months: MrrMonth[] }) {
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table striped withTableBorder fz="sm" data-testid="mrr-months">
        <Table.Thead>
          <Table.Tr>
            {SCREEN_COLUMNS.map((column) => (
              <Table.Th key={column.field} ta={column.field === 'month' ? 'left' : 'right'}>
                {column.field === 'renewal_rate' ? 'Perpanjangan' : column.label}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {months.map((row) => (
            <Table.Tr key={row.month}>
              {SCREEN_COLUMNS.map((column) => (
                <Table.Td
                  key={column.field}
                  ta={column.field === 'month' ? 'left' : 'right'}
                  style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}
                >
                  {cellText(row, column.field)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

// Voucher list (spec 2.17): No, Name, Code, Type ('Rp' or '%'), Nominal (nominal2), then the validity (start
// s/d end) with a mark on an expired voucher, which the order form no longer offers; filter Masa berlaku
// (issue 20: `active` 1 = still valid today, 0 = expired).
import { Badge, Code, Group, Text } from '@mantine/core';
import { todayInJakarta } from '@tagih/domain/dates';
import type { VoucherRow } from '@tagih/domain/schemas/voucher';
import { voucherListColumns } from '@tagih/domain/schemas/list-columns';
import { declaredColumns } from '../../components/declared-columns';
import { ListPage } from '../../components/list-page';
import type { ListColumn } from '../../components/list-page';
import type { ListFilter } from '../../components/list-filters';
import { paths } from '../../config/paths';
import { voucherHooks } from './api/voucher-hooks';

const column = declaredColumns(voucherListColumns);
const columns: ListColumn<VoucherRow>[] = [
  column('name_voucher'),
  column('code_voucher', { render: (row) => <Code>{row.code_voucher}</Code> }),
  column('type_voucher', { width: 80, render: (row) => (row.type_voucher === 0 ? 'Rp' : '%') }),
  // nominal2 is display text ('Rp. 10.000' / '10%'): the declaration says the API cannot order by it
  column('nominal2'),
  column('end_date', { render: (row) => <Validity row={row} /> }),
];

const filters: ListFilter[] = [
  {
    key: 'active',
    label: 'Masa berlaku',
    options: [
      { value: '1', label: 'Masih berlaku' },
      { value: '0', label: 'Sudah berakhir' },
    ],
  },
];

function Validity({ row }: { row: VoucherRow }) {
  const expired = row.end_date < todayInJakarta(); // 'YYYY-MM-DD' strings compare as dates
  return (
    <Group gap={6} wrap="nowrap">
      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
        {row.start_date} s/d {row.end_date}
      </Text>
      {expired && (
        <Badge color="gray" variant="light" size="sm">
          Kedaluwarsa
        </Badge>
      )}
    </Group>
  );
}

export default function VoucherListPage() {
  return (
    <ListPage
      title="Data Master Voucher"
      section={paths.masterVouchers}
      writePermission="catalogue.write"
      resource={voucherHooks}
      columns={columns}
      filters={filters}
      searchPlaceholder="Cari nama atau kode voucher..."
    />
  );
}

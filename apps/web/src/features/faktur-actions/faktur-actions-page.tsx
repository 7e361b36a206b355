// 'Faktur Pajak' (issue 31): fakturs to cancel or replace in Coretax ('Faktur perlu dibatalkan / diganti'),
// open ones by default and done ones on the status filter, each open one with 'Selesai'. Reached from the
// menu and from the Setting's e-Faktur export, which is offered here too (issue 33: finance has no Setting).
import { Anchor, Card, Text, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { formatJakartaDateTime } from '@tagih/domain/dates';
import { FAKTUR_ACTION_LABELS, type FakturActionRow } from '@tagih/domain/schemas/faktur-action';
import { EfakturExport } from '../../components/efaktur-export';
import type { ListFilter } from '../../components/list-filters';
import { ListPage, type ListColumn } from '../../components/list-page';
import { paths } from '../../config/paths';
import { fakturActionHooks } from './api/faktur-action-hooks';
import { FakturActionDoneDialog } from './faktur-action-done-dialog';

const columns: ListColumn<FakturActionRow>[] = [
  {
    key: 'kind',
    header: 'Tindakan',
    sortField: false,
    onPhone: true,
    render: (row) => (
      <Text size="sm" fw={600} c={row.kind === 'cancel' ? 'red.8' : 'orange.9'}>
        {FAKTUR_ACTION_LABELS[row.kind]}
      </Text>
    ),
  },
  {
    key: 'invoice_number',
    header: 'No. Invoice',
    sortField: false,
    onPhone: true,
    render: (row) => (
      <Anchor href={`${paths.orders.list}?search=${encodeURIComponent(row.order.invoice_number)}`} size="sm">
        {row.order.invoice_number}
      </Anchor>
    ),
  },
  { key: 'name_company', header: 'Perusahaan', sortField: false, render: (row) => row.order.name_company },
  { key: 'faktur_number', header: 'No. Faktur Pajak', sortField: false, onPhone: true },
  {
    key: 'new_faktur_number',
    header: 'Faktur Pengganti',
    sortField: false,
    render: (row) => row.new_faktur_number ?? '-',
  },
  {
    key: 'opened_at',
    header: 'Dibuka',
    sortField: false,
    render: (row) => formatJakartaDateTime(new Date(row.opened_at)),
  },
  { key: 'done_on', header: 'Selesai', sortField: false, render: (row) => row.done_on ?? '-' },
];

const filters: ListFilter[] = [
  {
    key: 'status',
    label: 'Status',
    options: [
      { value: 'open', label: 'Belum selesai' },
      { value: 'done', label: 'Selesai' },
    ],
  },
  {
    key: 'kind',
    label: 'Tindakan',
    options: [
      { value: 'cancel', label: FAKTUR_ACTION_LABELS.cancel },
      { value: 'replace', label: FAKTUR_ACTION_LABELS.replace },
    ],
  },
];

export default function FakturActionsPage() {
  const [completing, setCompleting] = useState<FakturActionRow | null>(null);
  return (
    <>
      <ListPage
        title="Faktur perlu dibatalkan / diganti"
        section={paths.fakturActions}
        writePermission={null}
        resource={fakturActionHooks}
        columns={columns}
        filters={filters}
        rowActions={[
          {
            label: 'Selesai',
            icon: <IconCircleCheck size={16} />,
            color: 'teal',
            hidden: (row) => row.status === 'done',
            permission: 'tax.write',
            onClick: setCompleting,
          },
        ]}
        canCreate={false}
        canEdit={false}
        canDelete={false}
        searchable={false}
        exportable={false}
        compactBelow="sm"
      />
      <Card withBorder radius="md" padding="lg" mt="md">
        <Title order={4} mb="xs">
          e-Faktur (Coretax)
        </Title>
        <EfakturExport linkToFakturActions={false} />
      </Card>
      <FakturActionDoneDialog action={completing} onClose={() => setCompleting(null)} />
    </>
  );
}

// 'Bukti Potong' (issue 31): every PPh 23 withholding a buyer made, newest payment first, with its bukti potong;
// the filter 'Kelengkapan' keeps those whose number or PDF is still to be collected, and a row's action records
// what the buyer sent. Export asks for the same filter.
import { IconFileUpload } from '@tabler/icons-react';
import { useState } from 'react';
import type { WithholdingRow } from '@tagih/domain/schemas/withholding';
import { ListPage, type RowAction } from '../../components/list-page';
import { paths } from '../../config/paths';
import { withholdingsResource } from './api/withholding-hooks';
import { RecordSlipDialog } from './record-slip-dialog';
import { withholdingFilters, withholdingListColumns } from './withholding-columns';

export default function WithholdingsPage() {
  const [recording, setRecording] = useState<WithholdingRow | null>(null);
  const rowActions: RowAction<WithholdingRow>[] = [
    {
      label: 'Catat bukti potong',
      icon: <IconFileUpload size={18} />,
      color: 'indigo',
      permission: 'payments.review',
      onClick: (row) => setRecording(row),
    },
  ];
  return (
    <>
      <ListPage
        title="Bukti Potong"
        section={paths.withholdings}
        writePermission={null}
        resource={withholdingsResource}
        columns={withholdingListColumns}
        filters={withholdingFilters}
        rowId={(row) => row.payment_id}
        rowActions={rowActions}
        canCreate={false}
        canEdit={false}
        canDelete={false}
        searchable={false}
        compactBelow="sm"
      />
      <RecordSlipDialog row={recording} onClose={() => setRecording(null)} />
    </>
  );
}

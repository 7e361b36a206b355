// Voucher list (spec 2.17): No, Name, Code, Type ('Rp' or '%'), Nominal (nominal2).
import { Code } from '@mantine/core';
import type { VoucherRow } from '@tagih/domain/schemas/voucher';
import { ListPage } from '../../components/list-page';
import type { ListColumn } from '../../components/list-page';
import { paths } from '../../config/paths';
import { voucherHooks } from './api/voucher-hooks';

const columns: ListColumn<VoucherRow>[] = [
  { key: 'name_voucher', header: 'Name' },
  { key: 'code_voucher', header: 'Code', render: (row) => <Code>{row.code_voucher}</Code> },
  { key: 'type_voucher', header: 'Type', width: 80, render: (row) => (row.type_voucher === 0 ? 'Rp' : '%') },
  { key: 'nominal2', header: 'Nominal' },
];

export default function VoucherListPage() {
  return (
    <ListPage
      title="Data Master Voucher"
      section={paths.masterVouchers}
      resource={voucherHooks}
      columns={columns}
      searchPlaceholder="Cari nama atau kode voucher..."
    />
  );
}

// Company list (spec 2.6): 'Data Company' with No, Kode Perusahaan, Nama Perusahaan, No Telp Perusahaan, Aksi.
import { IconReportMoney } from '@tabler/icons-react';
import { useState } from 'react';
import type { Company } from '@tagih/domain/schemas/company';
import { companyListColumns } from '@tagih/domain/schemas/list-columns';
import { declaredColumns } from '../../components/declared-columns';
import { ListPage } from '../../components/list-page';
import type { ListColumn, RowAction } from '../../components/list-page';
import { paths } from '../../config/paths';
import { companyHooks } from './api/company-hooks';
import { StatementDialog, type StatementCompany } from './statement-dialog';

const column = declaredColumns(companyListColumns);
const columns: ListColumn<Company>[] = [
  column('code_company', { width: 170 }),
  column('name_company'),
  column('phone_company', { width: 200 }),
];

export default function CompanyListPage() {
  const [statementOf, setStatementOf] = useState<StatementCompany | null>(null);
  // 'Laporan Rekening' (issue 30): the statement of account, its PDF and 'Kirim'.
  const rowActions: RowAction<Company>[] = [
    {
      label: 'Laporan Rekening',
      icon: <IconReportMoney size={18} />,
      color: 'indigo',
      permission: 'receivables.read', // the statement is the company's receivable
      onClick: (row) => setStatementOf(row),
    },
  ];
  return (
    <>
      <ListPage
        title="Data Company"
        section={paths.companies}
        writePermission="companies.write"
        resource={companyHooks}
        columns={columns}
        rowId={(row) => row.id_company}
        breadcrumbs={[{ label: 'Admin Dashboard', to: paths.dashboard.path }, { label: 'Companies' }]}
        searchPlaceholder="Cari kode atau nama perusahaan..."
        rowActions={rowActions}
      />
      <StatementDialog company={statementOf} onClose={() => setStatementOf(null)} />
    </>
  );
}

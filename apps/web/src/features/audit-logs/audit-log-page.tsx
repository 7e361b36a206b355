// The Audit Log (issue 20, 'History'): who did what, when, newest first; each row names the fields it changed
// with their old and new values, and 'Detail' shows the whole record before and after side by side.
import { Badge, Stack, Text } from '@mantine/core';
import { IconListDetails } from '@tabler/icons-react';
import { ROLE_LABELS } from '@tagih/domain/permissions';
import { auditLogExportColumns, type AuditLogRow } from '@tagih/domain/schemas/audit-log';
import { useState } from 'react';
import { declaredColumns } from '../../components/declared-columns';
import { ListPage } from '../../components/list-page';
import type { ListColumn, RowAction } from '../../components/list-page';
import { paths } from '../../config/paths';
import { auditLogResource, useAuditFilters } from './api/audit-log-hooks';
import { AuditChangeDialog } from './audit-change-dialog';
import { CHANGE_WORDS, changeOf, oneLineText } from '@tagih/domain/audit-diff';
import { AuditLogFilters } from './audit-log-filters';
import { actionLabel, auditTime, resourceLabel } from './audit-labels';

/** Past this many characters a value is cut in the list (the dialog shows it whole). */
const SHORT_VALUE = 40;
const short = (value: unknown) => {
  const text = oneLineText(value);
  return text.length > SHORT_VALUE ? `${text.slice(0, SHORT_VALUE - 1)}…` : text;
};

function ChangeSummary({ row }: { row: AuditLogRow }) {
  const changes = changeOf(row.before, row.after);
  if (typeof changes === 'string') return <Text size="sm">{CHANGE_WORDS[changes]}</Text>;
  return (
    <Stack gap={2}>
      {changes.slice(0, 3).map((change) => (
        <Text size="sm" key={change.field}>
          <Text span fw={700} size="sm">
            {change.field}
          </Text>
          : <del>{short(change.before)}</del> → <mark>{short(change.after)}</mark>
        </Text>
      ))}
      {changes.length > 3 && <Text size="xs">+{changes.length - 3} field lain</Text>}
    </Stack>
  );
}

/** The Audit Log lists newest first only (its API takes no sort), so no header offers one. */
const column = declaredColumns(auditLogExportColumns);
const columns: ListColumn<AuditLogRow>[] = [
  column('created_at', { width: 170, render: (row) => auditTime(row.created_at) }),
  column('administrator', {
    render: (row) => (
      <>
        {row.admin ? (
          <>
            <Text size="sm">{row.admin.name}</Text>
            <Text size="xs">{row.admin.email}</Text>
          </>
        ) : (
          'Sistem'
        )}
        {row.api_key && <Text size="xs">API key: {row.api_key.name}</Text>}
      </>
    ),
  }),
  column('admin_role', { width: 110, render: (row) => (row.admin_role ? ROLE_LABELS[row.admin_role] : '-') }),
  column('action', {
    width: 150,
    render: (row) => {
      const action = actionLabel(row.action);
      return (
        <Badge color={action.color} variant="light">
          {action.label}
        </Badge>
      );
    },
  }),
  column('resource', { render: (row) => `${resourceLabel(row.resource)} #${row.record_id ?? '-'}` }),
  column('changes', { render: (row) => <ChangeSummary row={row} /> }),
];

export default function AuditLogPage() {
  const filters = useAuditFilters();
  const [opened, setOpened] = useState<AuditLogRow | null>(null);
  const rowActions: RowAction<AuditLogRow>[] = [
    { label: 'Detail', icon: <IconListDetails size={18} />, onClick: setOpened },
  ];
  return (
    <>
      <ListPage
        title="Audit Log"
        section={paths.auditLogs}
        writePermission={null}
        resource={auditLogResource}
        columns={columns}
        rowActions={rowActions}
        canCreate={false}
        canEdit={false}
        canDelete={false}
        searchable={false}
        toolbar={<AuditLogFilters />}
        toolbarFilters={Object.fromEntries(Object.entries(filters).filter(([, value]) => value))}
      />
      <AuditChangeDialog row={opened} onClose={() => setOpened(null)} />
    </>
  );
}

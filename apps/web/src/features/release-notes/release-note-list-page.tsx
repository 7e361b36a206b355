// Release note list (spec 2.19): No, Date Schedule (US-style date, 12-hour time), Version; edit, delete and
// Preview, which opens the publish/unpublish dialog.
import { Badge, Group, Text } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import type { ReleaseNote } from '@tagih/domain/schemas/release-note';
import { useState } from 'react';
import { releaseNoteListColumns } from '@tagih/domain/schemas/list-columns';
import { declaredColumns } from '../../components/declared-columns';
import { ListPage } from '../../components/list-page';
import type { ListFilter } from '../../components/list-filters';
import type { ListColumn, RowAction } from '../../components/list-page';
import { paths } from '../../config/paths';
import { releaseNoteHooks } from './api/release-note-hooks';
import { formatSchedule } from './format-schedule';
import { ReleaseNotePreviewModal } from './release-note-preview-modal';

const column = declaredColumns(releaseNoteListColumns);
const columns: ListColumn<ReleaseNote>[] = [
  column('date_schedule', { render: (row) => formatSchedule(row.date_schedule), width: 220 }),
  column('version', {
    render: (row) => (
      <Group gap="xs" wrap="nowrap">
        <Text size="sm">{row.version}</Text>
        {row.status === 1 && (
          <Badge size="xs" color="teal" variant="light">
            Published
          </Badge>
        )}
      </Group>
    ),
  }),
];

/** Issue 20: `status` 1 = published, 0 = not yet. */
const filters: ListFilter[] = [
  {
    key: 'status',
    label: 'Status',
    options: [
      { value: '1', label: 'Published' },
      { value: '0', label: 'Belum dipublikasikan' },
    ],
  },
];

export default function ReleaseNoteListPage() {
  const [previewed, setPreviewed] = useState<ReleaseNote | null>(null);
  const rowActions: RowAction<ReleaseNote>[] = [
    { label: 'Preview', icon: <IconEye size={18} />, color: 'teal', onClick: setPreviewed },
  ];

  return (
    <>
      <ListPage
        title="Data Release Note"
        section={paths.releaseNotes}
        writePermission="catalogue.write"
        resource={releaseNoteHooks}
        columns={columns}
        filters={filters}
        rowActions={rowActions}
        searchPlaceholder="Cari versi..."
      />
      <ReleaseNotePreviewModal note={previewed} onClose={() => setPreviewed(null)} />
    </>
  );
}

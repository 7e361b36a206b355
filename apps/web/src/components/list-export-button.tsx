// 'Export' on every list: CSV or XLSX of exactly what the list shows (its search, filters and sort), all pages.
// Until the first byte it says the export waits its turn (the server runs a few at once); while the file
// arrives the button's place shows how far it is (rows or bytes) and offers to stop; a failure is said in
// Indonesian.
import { Button, Group, Menu, Progress, Text } from '@mantine/core';
import { IconChevronDown, IconDownload, IconFileSpreadsheet, IconFileTypeCsv } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { isApiError } from '../lib/api-errors';
import type { ListQuery } from '../lib/list-address';
import { downloadListExport } from '../lib/list-export';
import type { ExportFormat, ExportProgress } from '../lib/list-export';
import { notifyError, notifySuccess } from '../lib/notify';

const count = new Intl.NumberFormat('id-ID');

/** 'Menunggu giliran export…', or 'Mengunduh… 1.234 dari 5.000 baris', '… 1.234 baris' or '… 2,4 MB'. */
export function progressText(progress: ExportProgress): string {
  if (progress.waiting) return 'Menunggu giliran export…';
  return `Mengunduh… ${receivedText(progress)}`;
}

function receivedText(progress: ExportProgress): string {
  if (progress.rows !== undefined)
    return progress.totalRows !== undefined
      ? `${count.format(progress.rows)} dari ${count.format(progress.totalRows)} baris`
      : `${count.format(progress.rows)} baris`;
  const megabytes = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 1 }).format(
    progress.bytes / 1_000_000,
  );
  return `${megabytes} MB`;
}

function percentOf(progress: ExportProgress): number | undefined {
  if (progress.rows !== undefined && progress.totalRows)
    return Math.min(100, (progress.rows / progress.totalRows) * 100);
  if (progress.totalBytes) return Math.min(100, (progress.bytes / progress.totalBytes) * 100);
  return undefined;
}

export function ListExportButton({ base, query }: { base: string; query: Omit<ListQuery, 'page'> }) {
  const [progress, setProgress] = useState<ExportProgress | null>(null);
  const abort = useRef<AbortController | null>(null);

  const start = async (format: ExportFormat) => {
    const controller = new AbortController();
    abort.current = controller;
    setProgress({ waiting: true, bytes: 0 });
    try {
      const name = await downloadListExport(base, format, query, setProgress, controller.signal);
      notifySuccess('Export selesai', name);
    } catch (error) {
      if (!controller.signal.aborted)
        notifyError(
          'Export gagal',
          isApiError(error) ? error.message : 'File tidak dapat diunduh. Coba lagi.',
        );
    } finally {
      abort.current = null;
      setProgress(null);
    }
  };

  if (progress) {
    const percent = percentOf(progress);
    return (
      <Group gap="xs" wrap="nowrap" role="status" aria-live="polite">
        <div style={{ minWidth: 160 }}>
          <Text size="xs">{progressText(progress)}</Text>
          <Progress
            value={percent ?? 100}
            animated={percent === undefined}
            striped={percent === undefined}
            size="sm"
            aria-label="Kemajuan export"
          />
        </div>
        <Button variant="subtle" color="gray" size="xs" onClick={() => abort.current?.abort()}>
          Batal
        </Button>
      </Group>
    );
  }
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          variant="default"
          leftSection={<IconDownload size={16} />}
          rightSection={<IconChevronDown size={14} />}
        >
          Export
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<IconFileTypeCsv size={16} />} onClick={() => void start('csv')}>
          CSV (.csv)
        </Menu.Item>
        <Menu.Item leftSection={<IconFileSpreadsheet size={16} />} onClick={() => void start('xlsx')}>
          Excel (.xlsx)
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

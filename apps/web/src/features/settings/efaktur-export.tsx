// The month's e-Faktur XML for Coretax (issue 21): a month as YYYY-MM (this month in Jakarta to begin with)
// and its download. A refusal the server explains (404: no tax invoice in the month, so no file; 409: what
// the file lacks; 429: other exports are running) is shown as it says it, and nothing is downloaded.
import { Anchor, Button, Group, Stack, TextInput } from '@mantine/core';
import { IconFileDownload } from '@tabler/icons-react';
import { todayInJakarta } from '@tagih/domain/dates';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { isApiError } from '../../lib/api-errors';
import { notifyError, notifyWarning } from '../../lib/notify';
import { useDownloadEfaktur } from './api/tax-settings';

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

export function EfakturExport() {
  const download = useDownloadEfaktur();
  const [month, setMonth] = useState(todayInJakarta().slice(0, 7));

  const exportMonth = async () => {
    try {
      await download.mutateAsync(month);
    } catch (failure) {
      // 404: 'Tidak ada faktur pajak yang terbit pada bulan ...': nothing to import, not a fault.
      if (isApiError(failure, 404)) notifyWarning('Tidak ada faktur pajak', failure.message);
      // 409: what the file lacks; 429: the server runs other exports ('Server sedang sibuk, coba lagi ...').
      else if (isApiError(failure) && (failure.status === 409 || failure.status === 429))
        notifyError(String(failure.status), failure.message);
    }
  };

  return (
    <Stack gap="xs">
      <Group align="flex-end" gap="sm">
        <TextInput
          label="Bulan e-Faktur (YYYY-MM)"
          value={month}
          onChange={(event) => setMonth(event.currentTarget.value)}
          error={month && !MONTH.test(month) ? 'Bulan harus berformat YYYY-MM.' : undefined}
          style={{ flex: 1 }}
        />
        <Button
          variant="light"
          leftSection={<IconFileDownload size={16} />}
          loading={download.isPending}
          disabled={!MONTH.test(month)}
          onClick={() => void exportMonth()}
        >
          Unduh e-Faktur (XML Coretax)
        </Button>
      </Group>
      {/* Issue 31: what the export cannot do, a numbered faktur cancelled or replaced, is done in Coretax. */}
      <Anchor component={Link} to={paths.fakturActions.list} size="sm" data-testid="faktur-actions-link">
        Faktur perlu dibatalkan / diganti di Coretax
      </Anchor>
    </Stack>
  );
}

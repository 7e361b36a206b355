// The month's e-Faktur XML for Coretax (issue 21): a month as YYYY-MM (this month in Jakarta to begin with)
// and its download. A refusal the server explains (404: no tax invoice in the month, so no file; 409: what
// the file lacks; 429: other exports are running) is shown as it says it, and nothing is downloaded. Offered
// on 'Setting Pajak' and on 'Faktur Pajak' (every role that reads tax, 'tax.read': finance has no Setting).
import { Anchor, Button, Group, Stack, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { IconFileDownload } from '@tabler/icons-react';
import { todayInJakarta } from '@tagih/domain/dates';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../config/paths';
import { api } from '../lib/api-client';
import { isApiError } from '../lib/api-errors';
import { notifyError, notifyWarning } from '../lib/notify';

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/**
 * `GET /tax/efaktur?month=YYYY-MM`, saved as efaktur-YYYY-MM.xml. The call carries the bearer token, so
 * the file is fetched and handed to the browser as a download rather than opened by address.
 */
function useDownloadEfaktur() {
  return useMutation({
    mutationFn: async (month: string) => {
      const xml = await api.get<string>('/tax/efaktur', { query: { month } });
      const url = URL.createObjectURL(new Blob([xml], { type: 'application/xml' }));
      const link = document.createElement('a');
      link.href = url;
      link.download = `efaktur-${month}.xml`;
      link.click();
      URL.revokeObjectURL(url);
    },
  });
}

/** `linkToFakturActions`: also the way to 'Faktur Pajak' (not on that screen itself). */
export function EfakturExport({ linkToFakturActions = true }: { linkToFakturActions?: boolean }) {
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
      {linkToFakturActions && (
        <Anchor component={Link} to={paths.fakturActions.list} size="sm" data-testid="faktur-actions-link">
          Faktur perlu dibatalkan / diganti di Coretax
        </Anchor>
      )}
    </Stack>
  );
}

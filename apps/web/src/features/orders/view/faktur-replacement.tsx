// 'Ganti Faktur' on the view dialog's 'Pajak' part (issue 31; PER-11/PJ/2025 Article 48): once DJP numbered
// the faktur, the order's figures change only under a replacement. The clerk starts it here; the order may then
// be edited, and the replacement ends when the new faktur number is recorded (the field above, or 'Selesai' on
// the 'Faktur Pajak' list). The number its faktur replaced, once replaced, is shown as the invoice prints it.
import { Alert, Button, Group, Text } from '@mantine/core';
import { IconReplace } from '@tabler/icons-react';
import type { OrderRow } from '@tagih/domain/schemas/order';
import { confirmAction } from '../../../components/confirm-dialog';
import { notifySuccess } from '../../../lib/notify';
import { useStartFakturReplacement } from '../api/faktur-number';
import { reportActionError } from '../actions/report-error';

type NumberedOrder = Pick<
  OrderRow,
  'id' | 'is_canceled' | 'faktur_number' | 'faktur_replacing' | 'replaced_faktur_number'
>;

/** `mayReplace`: the signed-in role records fakturs ('tax.write'); the others see the state only. */
export function FakturReplacement({ order, mayReplace }: { order: NumberedOrder; mayReplace: boolean }) {
  const start = useStartFakturReplacement();
  if (order.faktur_number === null) return null;

  const startReplacement = async () => {
    const confirmed = await confirmAction({
      title: 'Ganti Faktur?',
      text:
        `Faktur ${order.faktur_number} akan diganti: angka order dapat diubah, lalu buat faktur pengganti di ` +
        'Coretax dari faktur asalnya dan catat nomor barunya di sini.',
      confirmLabel: 'Ganti Faktur',
    });
    if (!confirmed) return;
    try {
      const answer = await start.mutateAsync(order.id);
      notifySuccess('Berhasil', answer.message);
    } catch (failure) {
      reportActionError(failure);
    }
  };

  return (
    <>
      {order.replaced_faktur_number && (
        <Text size="sm" data-testid="view-replaced-faktur">
          Pengganti Faktur Pajak No. {order.replaced_faktur_number}
        </Text>
      )}
      {order.faktur_replacing ? (
        <Alert color="yellow" variant="light" data-testid="view-faktur-replacing">
          Faktur {order.faktur_number} sedang diganti: ubah order bila perlu, buat faktur pengganti di
          Coretax, lalu catat nomor faktur penggantinya di atas.
        </Alert>
      ) : (
        mayReplace &&
        order.is_canceled === 0 && (
          <Group justify="flex-end">
            <Button
              variant="light"
              color="orange"
              leftSection={<IconReplace size={16} />}
              loading={start.isPending}
              onClick={() => void startReplacement()}
            >
              Ganti Faktur
            </Button>
          </Group>
        )
      )}
    </>
  );
}

// 'publish' on an order that still owes something (issue 27): the clerk says what arrived and on which day
// before anything is booked. The whole balance pays the order (Lunas); less is recorded as a partial payment
// and the order stays Baru with the rest owed; more is refused by the server under 'Jumlah diterima'.
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { MoneyText } from '../../../components/money-text';
import { isApiError } from '../../../lib/api-errors';
import { notifySuccess } from '../../../lib/notify';
import { useChangeOrderStatus } from '../api/order-hooks';
import { OVER_DIALOG_Z_INDEX } from '../actions/over-dialog';
import { ReceivedFields, useReceived } from './received-fields';
import { reportActionError } from '../actions/report-error';

type PublishedOrder = { id: number; invoice_number: string; balance_due: string };

function PublishForm({ order, onDone }: { order: PublishedOrder; onDone: () => void }) {
  const changeStatus = useChangeOrderStatus();
  const { received, change, errors, setErrors, check } = useReceived();
  const partial = received.amount !== '' && BigInt(received.amount) < BigInt(order.balance_due);

  const publish = async () => {
    if (!check()) return;
    try {
      const answer = await changeStatus.mutateAsync({ id: order.id, status: 1, ...received });
      notifySuccess('Berhasil', answer.message);
      onDone();
    } catch (error) {
      if (isApiError(error, 422)) setErrors(error.errors);
      reportActionError(error);
    }
  };

  return (
    <Stack gap="sm">
      <Text size="sm" fw={700} data-testid="publish-balance">
        Sisa tagihan <MoneyText value={order.balance_due} />
      </Text>
      <ReceivedFields value={received} onChange={change} errors={errors} />
      {partial && (
        <Alert color="yellow" variant="light" data-testid="publish-partial">
          Kurang dari sisa tagihan: dicatat sebagai pembayaran sebagian, order tetap Baru sampai lunas.
        </Alert>
      )}
      <Group justify="flex-end" gap="xs">
        <Button variant="default" onClick={onDone}>
          Batal
        </Button>
        <Button color="teal" loading={changeStatus.isPending} onClick={() => void publish()}>
          Catat pembayaran
        </Button>
      </Group>
    </Stack>
  );
}

export function PublishDialog({ order, onClose }: { order: PublishedOrder | null; onClose: () => void }) {
  return (
    <Modal
      opened={order !== null}
      onClose={onClose}
      title={order ? `Publish ${order.invoice_number}` : 'Publish'}
      centered
      zIndex={OVER_DIALOG_Z_INDEX}
    >
      {order && <PublishForm order={order} onDone={onClose} />}
    </Modal>
  );
}

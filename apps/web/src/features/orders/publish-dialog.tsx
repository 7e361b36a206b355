// 'publish' on an order that still owes something (issue 27): the clerk says what arrived and on which day
// before anything is booked. The whole balance pays the order (Lunas); less is recorded as a partial payment
// and the order stays Baru with the rest owed; more is refused by the server under 'Jumlah diterima'.
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { MoneyText } from '../../components/money-text';
import { isApiError, type FieldErrors } from '../../lib/api-client';
import { notifySuccess } from '../../lib/notify';
import { useChangeOrderStatus } from './api/order-hooks';
import { nothingReceived, ReceivedFields, receivedRefusals } from './received-fields';
import { reportActionError } from './report-error';

type PublishedOrder = { id: number; invoice_number: string; balance_due: string };

function PublishForm({ order, onDone }: { order: PublishedOrder; onDone: () => void }) {
  const changeStatus = useChangeOrderStatus();
  const [received, setReceived] = useState(nothingReceived);
  const [errors, setErrors] = useState<FieldErrors>({});
  const partial = received.amount !== '' && BigInt(received.amount) < BigInt(order.balance_due);

  const publish = async () => {
    const refused = receivedRefusals(received);
    setErrors(refused);
    if (Object.keys(refused).length > 0) return;
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
      <ReceivedFields value={received} onChange={setReceived} errors={errors} />
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
    >
      {order && <PublishForm order={order} onDone={onClose} />}
    </Modal>
  );
}

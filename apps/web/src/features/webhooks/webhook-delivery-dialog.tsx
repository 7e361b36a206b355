// One delivery: the message as sent (its JSON, pretty-printed) and the attempt log (time, HTTP status, the
// answer or the error, duration). 'Kirim ulang' sends the same message again as a new delivery.
import { Button, Code, Group, Loader, Modal, ScrollArea, Stack, Table, Text, Title } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { formatJakartaDateTime } from '@tagih/domain/dates';
import type { WebhookAttempt, WebhookDeliveryRow } from '@tagih/domain/schemas/webhook';
import { isApiError } from '../../lib/api-errors';
import { notifyError, notifySuccess } from '../../lib/notify';
import { useRedeliver, useWebhookDelivery } from './api/webhook-hooks';
import { DeliveryStatusBadge } from './webhook-columns';

function pretty(payload: string): string {
  try {
    return JSON.stringify(JSON.parse(payload), null, 2);
  } catch {
    return payload;
  }
}

function AttemptLog({ attempts }: { attempts: WebhookAttempt[] }) {
  if (attempts.length === 0)
    return (
      <Text size="sm" c="dimmed">
        Belum ada percobaan.
      </Text>
    );
  return (
    <Table striped withTableBorder fz="sm" aria-label="Log percobaan">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>#</Table.Th>
          <Table.Th>Waktu</Table.Th>
          <Table.Th>HTTP</Table.Th>
          <Table.Th>Jawaban / galat</Table.Th>
          <Table.Th>Durasi</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {attempts.map((attempt) => (
          <Table.Tr key={attempt.attempt}>
            <Table.Td>{attempt.attempt}</Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>
              {formatJakartaDateTime(new Date(attempt.attempted_at))}
            </Table.Td>
            <Table.Td>{attempt.response_status ?? '-'}</Table.Td>
            <Table.Td style={{ wordBreak: 'break-all' }}>
              {attempt.error ?? attempt.response_body ?? ''}
            </Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{attempt.duration_ms} ms</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function DeliveryBody(props: { webhookId: number; row: WebhookDeliveryRow; onClose: () => void }) {
  const delivery = useWebhookDelivery(props.row.id);
  const redeliver = useRedeliver();
  const again = async () => {
    try {
      const answer = await redeliver.mutateAsync({ id: props.webhookId, deliveryId: props.row.id });
      notifySuccess('Kirim ulang', answer.message);
      props.onClose();
    } catch (error) {
      if (isApiError(error, 409) || isApiError(error, 422)) notifyError('Tidak bisa', error.message);
      else throw error;
    }
  };
  const data = delivery.data?.data;
  if (!data) return <Loader size="sm" />;
  return (
    <Stack gap="sm">
      <Group gap="sm">
        <DeliveryStatusBadge status={data.status} />
        <Code>{data.event}</Code>
        <Code>{data.message_id}</Code>
        {data.next_attempt_at && (
          <Text size="xs" c="dimmed">
            Percobaan berikutnya {formatJakartaDateTime(new Date(data.next_attempt_at))}
          </Text>
        )}
      </Group>
      <Title order={4}>Payload</Title>
      <ScrollArea.Autosize mah={260}>
        <Code block data-testid="webhook-payload">
          {pretty(data.payload)}
        </Code>
      </ScrollArea.Autosize>
      <Title order={4}>Log percobaan</Title>
      <AttemptLog attempts={data.attempt_log} />
      <Group justify="flex-end">
        <Button variant="default" onClick={props.onClose}>
          Tutup
        </Button>
        <Button
          leftSection={<IconRefresh size={16} />}
          loading={redeliver.isPending}
          disabled={data.status === 'pending'}
          onClick={() => void again()}
        >
          Kirim ulang
        </Button>
      </Group>
    </Stack>
  );
}

export function WebhookDeliveryDialog(props: {
  webhookId: number;
  delivery: WebhookDeliveryRow | null;
  onClose: () => void;
}) {
  return (
    <Modal
      opened={props.delivery !== null}
      onClose={props.onClose}
      title="Detail pengiriman"
      centered
      size="xl"
    >
      {props.delivery && (
        <DeliveryBody webhookId={props.webhookId} row={props.delivery} onClose={props.onClose} />
      )}
    </Modal>
  );
}

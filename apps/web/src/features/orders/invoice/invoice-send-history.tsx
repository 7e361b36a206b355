// The view dialog's 'Riwayat Pengiriman': each send of the invoice, newest first, with who sent it and to whom.
import { Button, Divider, Group, Stack, Text } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useSendHistory } from '../api/invoice-send-hooks';
import { sentAt } from './send-times';

type InvoiceSendHistoryProps = {
  orderId: number;
  /** Opens the 'Kirim Invoice' confirmation; absent when the order's invoice cannot be sent. */
  onSend?: () => void;
};

export function InvoiceSendHistory({ orderId, onSend }: InvoiceSendHistoryProps) {
  const history = useSendHistory(orderId);
  const sends = history.data ?? [];
  return (
    <>
      <Divider label="Riwayat Pengiriman" labelPosition="left" />
      {history.isPending ? (
        <Text size="sm">Memuat...</Text>
      ) : sends.length === 0 ? (
        <Text size="sm">Invoice belum pernah dikirim.</Text>
      ) : (
        <Stack gap="xs" data-testid="send-history">
          {sends.map((send) => (
            <Stack gap={0} key={send.sent_at}>
              <Text size="sm" fw={600}>
                {sentAt(send.sent_at)} oleh {send.admin ? send.admin.name : 'sistem'}
              </Text>
              <Text size="xs">Kepada: {send.to.join(', ') || '-'}</Text>
              {send.bcc.length > 0 && <Text size="xs">Bcc: {send.bcc.join(', ')}</Text>}
            </Stack>
          ))}
        </Stack>
      )}
      {onSend && (
        <Group justify="flex-start">
          <Button variant="light" leftSection={<IconSend size={16} />} onClick={onSend}>
            Kirim Invoice
          </Button>
        </Group>
      )}
    </>
  );
}

// 'Kirim Invoice' (issue 20, 'Send with care'): before anything is sent, the dialog shows who will receive the
// invoice (To and Bcc, as the send will choose them), links to the PDF the mail carries, and says when it was
// last sent. Only 'Kirim Invoice' in the dialog sends.
import { Alert, Anchor, Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconFileInvoice, IconSend } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { notifySuccess } from '../../../lib/notify';
import { useSendInvoice, useSendPreview } from '../api/invoice-send-hooks';
import { reportActionError } from '../actions/report-error';
import { sentAt } from './send-times';

export const INVOICE_SENT = 'Inv berhasil dikirim!';
const NO_EMAIL =
  'Perusahaan ini belum memiliki alamat email (Email maupun PIC Email). Lengkapi data perusahaan terlebih dahulu.';

function Line({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" tt="uppercase" fw={700}>
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </Stack>
  );
}

const addresses = (list: string[]) =>
  list.length === 0 ? '-' : list.map((address) => <div key={address}>{address}</div>);

export function SendInvoiceDialog({ orderId, onClose }: { orderId: number | null; onClose: () => void }) {
  const preview = useSendPreview(orderId);
  const send = useSendInvoice();
  const facts = preview.data && preview.data.id === orderId ? preview.data : undefined;

  const confirm = async () => {
    if (orderId === null) return;
    try {
      await send.mutateAsync(orderId);
      notifySuccess(INVOICE_SENT);
      onClose();
    } catch (error) {
      reportActionError(error);
    }
  };

  return (
    <Modal opened={orderId !== null} onClose={onClose} title="Kirim Invoice" centered size="md">
      {!facts ? (
        <Group justify="center" py="xl">
          {preview.isError ? <Text c="red">{preview.error.message}</Text> : <Loader size="sm" />}
        </Group>
      ) : (
        <Stack gap="md">
          <Text size="sm">
            Invoice <b>{facts.invoice_number}</b> untuk <b>{facts.name_company}</b> akan dikirim lewat email
            dengan PDF terlampir.
          </Text>
          <Line label="Kepada (To)">{addresses(facts.to)}</Line>
          <Line label="Bcc">{addresses(facts.bcc)}</Line>
          <Line label="Terakhir dikirim">
            {facts.last_sent_at
              ? `${sentAt(facts.last_sent_at)} ke ${facts.last_sent_to ?? '-'}`
              : 'Belum pernah dikirim'}
          </Line>
          <Anchor href={facts.pdf.url} target="_blank" rel="noopener" size="sm">
            <Group gap={4} component="span">
              <IconFileInvoice size={16} /> Lihat PDF invoice
            </Group>
          </Anchor>
          {facts.to.length === 0 && (
            <Alert color="red" icon={<IconAlertTriangle size={18} />} title="Tidak ada penerima">
              {NO_EMAIL}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Batal
            </Button>
            <Button
              leftSection={<IconSend size={16} />}
              loading={send.isPending}
              disabled={facts.to.length === 0}
              onClick={() => void confirm()}
            >
              Kirim Invoice
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}

// The signing secret of a new endpoint, shown this once right after 'Simpan': the receiver verifies each
// message's `webhook-signature` with it (Standard Webhooks). Closing the dialog loses it.
import { Alert, Button, Code, CopyButton, Group, Modal, Stack, Text } from '@mantine/core';
import { IconCheck, IconCopy, IconInfoCircle } from '@tabler/icons-react';
import type { WebhookWithSecret } from './api/webhook-hooks';

export function WebhookSecretDialog(props: { webhook: WebhookWithSecret | null; onClose: () => void }) {
  const { webhook } = props;
  return (
    <Modal opened={webhook !== null} onClose={props.onClose} title="Signing secret" centered size="lg">
      {webhook && (
        <Stack gap="md">
          <Text size="sm">
            Pasang secret ini di penerima <b style={{ wordBreak: 'break-all' }}>{webhook.url}</b> untuk
            memverifikasi header <Code>webhook-signature</Code> setiap pesan.
          </Text>
          <Group gap="sm" justify="space-between" wrap="nowrap">
            <Code fz="sm" py={6} px="sm" data-testid="webhook-secret" style={{ wordBreak: 'break-all' }}>
              {webhook.secret}
            </Code>
            <CopyButton value={webhook.secret}>
              {({ copied, copy }) => (
                <Button
                  variant={copied ? 'light' : 'default'}
                  color={copied ? 'teal' : undefined}
                  leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                  onClick={copy}
                >
                  {copied ? 'Tersalin' : 'Salin'}
                </Button>
              )}
            </CopyButton>
          </Group>
          <Alert color="yellow" icon={<IconInfoCircle size={18} />}>
            Secret ini hanya ditampilkan sekali dan tidak akan ditampilkan lagi. Simpan sekarang.
          </Alert>
          <Group justify="flex-end">
            <Button onClick={props.onClose}>Selesai</Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}

// A new key's secret, shown this once: the server keeps only its SHA-256, so closing the dialog loses it.
import { Alert, Button, Code, CopyButton, Group, Modal, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconCopy } from '@tabler/icons-react';
import type { ApiKeyWithSecret } from '@tagih/domain/schemas/api-key';

export function ApiKeySecretDialog(props: { apiKey: ApiKeyWithSecret | null; onClose: () => void }) {
  const { apiKey } = props;
  return (
    <Modal opened={apiKey !== null} onClose={props.onClose} title="Secret API Key" centered size="lg">
      {apiKey && (
        <Stack gap="md">
          <Text size="sm">
            Secret untuk <b>{apiKey.name}</b>. Kirim sebagai <Code>Authorization: Bearer …</Code>.
          </Text>
          <Group gap="sm" wrap="nowrap" align="center">
            <Code
              fz="sm"
              py={6}
              px="sm"
              data-testid="api-key-secret"
              style={{ wordBreak: 'break-all', flex: 1 }}
            >
              {apiKey.secret}
            </Code>
            <CopyButton value={apiKey.secret}>
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
          <Alert color="yellow" icon={<IconAlertTriangle size={18} />}>
            Secret ini tidak akan ditampilkan lagi. Simpan sekarang di tempat yang aman; bila hilang, cabut
            kunci ini dan buat yang baru.
          </Alert>
          <Group justify="flex-end">
            <Button onClick={props.onClose}>Selesai</Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}

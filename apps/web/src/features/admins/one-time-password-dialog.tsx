// The one-time password of a new administrator or of a reset, shown this once: the server keeps only its hash,
// so closing the dialog loses it. The administrator must change it at their first sign-in.
import { Alert, Button, Code, CopyButton, Group, Modal, Stack, Text } from '@mantine/core';
import { IconCheck, IconCopy, IconInfoCircle } from '@tabler/icons-react';
import type { AdminWithPassword } from '@tagih/domain/schemas/admin';

export function OneTimePasswordDialog(props: { admin: AdminWithPassword | null; onClose: () => void }) {
  const { admin } = props;
  return (
    <Modal opened={admin !== null} onClose={props.onClose} title="Password sekali pakai" centered size="md">
      {admin && (
        <Stack gap="md">
          <Text size="sm">
            Berikan password ini kepada <b>{admin.name}</b> ({admin.email}) untuk masuk pertama kali.
          </Text>
          <Group gap="sm" justify="space-between">
            <Code fz="lg" py={6} px="sm" data-testid="one-time-password" style={{ whiteSpace: 'nowrap' }}>
              {admin.one_time_password}
            </Code>
            <CopyButton value={admin.one_time_password}>
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
            Password ini hanya ditampilkan sekali. Administrator wajib menggantinya saat pertama kali masuk.
          </Alert>
          <Group justify="flex-end">
            <Button onClick={props.onClose}>Selesai</Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}

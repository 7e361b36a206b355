// A secret the server answers once and keeps only as a hash (an administrator's one-time password, an API key's
// secret, a webhook's signing secret): shown with a copy button and a warning, since closing the dialog loses it.
import type { ReactNode } from 'react';
import { Alert, Button, Code, CopyButton, Group, Modal, Stack, Text } from '@mantine/core';
import { IconCheck, IconCopy, IconInfoCircle } from '@tabler/icons-react';

export interface ShownOnceDialogProps {
  /** The secret; null keeps the dialog closed. */
  secret: string | null;
  onClose: () => void;
  title: string;
  /** Who it is for and how it is used. */
  intro: ReactNode;
  /** That it is not shown again, and what to do when it is lost. */
  warning: ReactNode;
  /** The secret's test id (browser tests read it). */
  testId: string;
}

export function ShownOnceDialog(props: ShownOnceDialogProps) {
  const { secret } = props;
  return (
    <Modal opened={secret !== null} onClose={props.onClose} title={props.title} centered size="lg">
      {secret !== null && (
        <Stack gap="md">
          <Text size="sm">{props.intro}</Text>
          <Group gap="sm" justify="space-between" wrap="nowrap">
            <Code fz="sm" py={6} px="sm" data-testid={props.testId} style={{ wordBreak: 'break-all' }}>
              {secret}
            </Code>
            <CopyButton value={secret}>
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
            {props.warning}
          </Alert>
          <Group justify="flex-end">
            <Button onClick={props.onClose}>Selesai</Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}

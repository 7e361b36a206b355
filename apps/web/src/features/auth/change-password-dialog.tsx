// 'Ganti Password' (the power menu), in a dialog: the form (change-password-fields.tsx) with Batal.
import { Button, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { notifySuccess } from '../../lib/notify';
import { ChangePasswordFields } from './change-password-fields';

export function ChangePasswordDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  // A new form each time the dialog opens: nothing typed before stays in it.
  const [round, setRound] = useState(0);
  const close = () => {
    setRound((value) => value + 1);
    onClose();
  };
  return (
    <Modal opened={opened} onClose={close} title="Ganti Password" centered size="md">
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          Setelah password diganti, sesi Anda di perangkat lain diakhiri.
        </Text>
        <ChangePasswordFields
          key={round}
          onChanged={() => {
            notifySuccess('Password diganti!', 'Sesi Anda di perangkat lain telah diakhiri.');
            close();
          }}
          secondary={(pending) => (
            <Button variant="default" onClick={close} disabled={pending}>
              Batal
            </Button>
          )}
        />
      </Stack>
    </Modal>
  );
}

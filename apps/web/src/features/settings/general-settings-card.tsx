// 'Setting General' (spec 2.21): 'Clear All Session User' signs every client user out (after the
// confirmation of section 8); administrators stay signed in.
import { Button, Card, Text, Title } from '@mantine/core';
import { IconLogout2 } from '@tabler/icons-react';
import { confirmClearSessions } from '../../components/confirm-dialog';
import { notifySuccess } from '../../lib/notify';
import { useDestroySessions } from './api/destroy-sessions';

export function GeneralSettingsCard() {
  const destroy = useDestroySessions();

  const clearSessions = async () => {
    if (!(await confirmClearSessions())) return;
    try {
      const response = await destroy.mutateAsync();
      notifySuccess(response.message || 'Clear All Sessions!');
    } catch {
      // the API client has already told the user
    }
  };

  return (
    <Card withBorder radius="md" padding="lg">
      <Title order={4} mb="xs">
        Setting General
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        Mengakhiri semua sesi login user perusahaan klien. Mereka harus login kembali; sesi administrator
        tidak terpengaruh.
      </Text>
      <Button
        color="red"
        variant="light"
        leftSection={<IconLogout2 size={16} />}
        loading={destroy.isPending}
        onClick={() => void clearSessions()}
      >
        Clear All Session User
      </Button>
    </Card>
  );
}

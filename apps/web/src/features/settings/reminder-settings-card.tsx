// 'Setting Pengingat' (issue 21): whether unpaid invoices get reminder e-mails, and on which days after the
// due date (default 1, 7 and 14). The server checks the days (1..365, ascending, at most 10) and answers in
// Indonesian; the field shows its message.
import { Button, Card, Group, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { isApiError, type FieldErrors } from '../../lib/api-errors';
import { notifySuccess } from '../../lib/notify';
import { useReminderSettings, useSaveReminderSettings } from './api/reminder-settings';

/** '1, 7, 14' -> [1, 7, 14]; a word that is not a number stays NaN, which the server refuses with its message. */
function daysOf(text: string): number[] {
  return text
    .split(/[\s,;]+/)
    .filter((word) => word !== '')
    .map(Number);
}

export function ReminderSettingsCard() {
  const settings = useReminderSettings();
  const save = useSaveReminderSettings();
  const [draft, setDraft] = useState<{ enabled: boolean; days: string } | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});

  useEffect(() => {
    if (!settings.data || draft) return;
    setDraft({ enabled: settings.data.enabled, days: settings.data.days.join(', ') });
  }, [settings.data, draft]);

  const daysError = Object.entries(errors)
    .filter(([field]) => field === 'days' || field.startsWith('days.'))
    .flatMap(([, messages]) => messages)
    .join(' ');

  const submit = async () => {
    if (!draft) return;
    setErrors({});
    try {
      const saved = await save.mutateAsync({ enabled: draft.enabled, days: daysOf(draft.days) });
      setDraft({ enabled: saved.data.enabled, days: saved.data.days.join(', ') });
      notifySuccess('Tersimpan', 'Setting pengingat disimpan.');
    } catch (failure) {
      if (isApiError(failure, 422)) setErrors(failure.errors);
    }
  };

  return (
    <Card withBorder radius="md" padding="lg">
      <Title order={4} mb="xs">
        Setting Pengingat
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        Order yang belum lunas dan tidak dibatalkan mendapat email pengingat (invoice terlampir, admin Setting
        Mail di Bcc) pada hari-hari berikut setelah jatuh tempo. Setiap pengingat dikirim satu kali.
      </Text>
      {draft && (
        <Stack gap="sm">
          <Switch
            label="Kirim pengingat otomatis"
            checked={draft.enabled}
            onChange={(event) => {
              const enabled = event.currentTarget.checked;
              setDraft((previous) => (previous ? { ...previous, enabled } : previous));
            }}
          />
          <TextInput
            label="Hari setelah jatuh tempo"
            description="Pisahkan dengan koma, urut naik, 1 sampai 365 hari, paling banyak 10."
            placeholder="1, 7, 14"
            value={draft.days}
            onChange={(event) => {
              const days = event.currentTarget.value;
              setDraft((previous) => (previous ? { ...previous, days } : previous));
            }}
            error={daysError || undefined}
          />
          <Group justify="flex-end">
            <Button
              leftSection={<IconDeviceFloppy size={16} />}
              loading={save.isPending}
              onClick={() => void submit()}
            >
              Simpan Setting Pengingat
            </Button>
          </Group>
        </Stack>
      )}
    </Card>
  );
}

// 'Setting Pengingat' (issue 21; issue 30 gave each step its own words): whether unpaid invoices get reminder
// e-mails, on which days after the due date (default 1, 7 and 14), each step's subject and text with its
// preview, and whether the last step also tells the Setting Mail admins. The server checks everything and
// answers in Indonesian; each field shows its message.
import { Button, Card, Checkbox, Group, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { DEFAULT_REMINDER_TEMPLATE, type ReminderTemplate } from '@tagih/domain/reminder-texts';
import type { ReminderSettings } from '@tagih/domain/schemas/reminder';
import { isApiError, type FieldErrors } from '../../lib/api-errors';
import { notifySuccess } from '../../lib/notify';
import { useReminderSettings, useSaveReminderSettings } from './api/reminder-settings';
import { ReminderStepFields } from './reminder-step-fields';

/** '1, 7, 14' -> [1, 7, 14]; a word that is not a number stays NaN, which the server refuses with its message. */
function daysOf(text: string): number[] {
  return text
    .split(/[\s,;]+/)
    .filter((word) => word !== '')
    .map(Number);
}

interface Draft {
  enabled: boolean;
  days: string;
  templates: ReminderTemplate[];
  notify_admins_last: boolean;
}

const draftOf = (settings: ReminderSettings): Draft => ({
  enabled: settings.enabled,
  days: settings.days.join(', '),
  templates: settings.templates,
  notify_admins_last: settings.notify_admins_last,
});

/** One text per day typed: the texts kept by position, a new step starting with the default words. */
const templatesFor = (draft: Draft) =>
  daysOf(draft.days).map((_day, index) => draft.templates[index] ?? DEFAULT_REMINDER_TEMPLATE);

/** The card's draft of the saved settings, its field errors and its save. */
function useReminderDraft() {
  const settings = useReminderSettings();
  const save = useSaveReminderSettings();
  const [draft, setDraft] = useState<Draft | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});

  useEffect(() => {
    if (!settings.data || draft) return;
    setDraft(draftOf(settings.data));
  }, [settings.data, draft]);

  const fieldError = (name: string) =>
    Object.entries(errors)
      .filter(([field]) => field === name || (name === 'days' && field.startsWith('days.')))
      .flatMap(([, messages]) => messages)
      .join(' ') || undefined;
  const change = (next: Partial<Draft>) =>
    setDraft((previous) => (previous ? { ...previous, ...next } : previous));

  const submit = async () => {
    if (!draft) return;
    setErrors({});
    try {
      const saved = await save.mutateAsync({
        enabled: draft.enabled,
        days: daysOf(draft.days),
        templates: templatesFor(draft),
        notify_admins_last: draft.notify_admins_last,
      });
      setDraft(draftOf(saved.data));
      notifySuccess('Tersimpan', 'Setting pengingat disimpan.');
    } catch (failure) {
      if (isApiError(failure, 422)) setErrors(failure.errors);
    }
  };

  return { settings, save, draft, errors, fieldError, change, submit };
}

export function ReminderSettingsCard() {
  const { settings, save, draft, errors, fieldError, change, submit } = useReminderDraft();
  const days = draft ? daysOf(draft.days) : [];
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
            onChange={(event) => change({ enabled: event.currentTarget.checked })}
          />
          <TextInput
            label="Hari setelah jatuh tempo"
            description="Pisahkan dengan koma, urut naik, 1 sampai 365 hari, paling banyak 10."
            placeholder="1, 7, 14"
            value={draft.days}
            onChange={(event) => change({ days: event.currentTarget.value })}
            error={fieldError('days')}
          />
          <Text size="sm" c="dimmed">
            Placeholder: {settings.data?.placeholders.join(', ')}. Sisa tagihan ({'{balance_due}'}) adalah
            yang belum dibayar, bukan jumlah invoice.
          </Text>
          {templatesFor(draft).map((template, index) => (
            <ReminderStepFields
              key={index}
              step={index}
              day={days[index] ?? 0}
              value={template}
              errors={errors}
              onChange={(next) =>
                change({ templates: templatesFor(draft).map((old, at) => (at === index ? next : old)) })
              }
            />
          ))}
          {fieldError('templates') && (
            <Text c="red" size="sm">
              {fieldError('templates')}
            </Text>
          )}
          <Checkbox
            label="Pengingat terakhir juga diberitahukan ke admin Setting Mail"
            checked={draft.notify_admins_last}
            onChange={(event) => change({ notify_admins_last: event.currentTarget.checked })}
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

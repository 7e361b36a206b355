// 'Tambah Webhook' / 'Ubah Webhook': URL, description, the events (WEBHOOK_EVENT_LABELS, 'Pilih semua') and
// 'Aktif'. A URL the server refuses (not http(s), or a private address) comes back as a 422 under the field.
import { Button, Checkbox, Group, Modal, SimpleGrid, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import {
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_EVENTS,
  type WebhookEvent,
  type WebhookRow,
} from '@tagih/domain/schemas/webhook';
import { useStoreWebhook, useUpdateWebhook, type WebhookWithSecret } from './api/webhook-hooks';
import { useFieldErrorSave } from '../../components/use-field-error-save';

type Values = { url: string; description: string; events: WebhookEvent[]; is_active: boolean };

function EventPicker(props: {
  value: WebhookEvent[];
  onChange: (events: WebhookEvent[]) => void;
  error?: string;
}) {
  const all = props.value.length === WEBHOOK_EVENTS.length;
  return (
    <Stack gap={6}>
      <Group justify="space-between">
        <Text size="sm" fw={500}>
          Event <span style={{ color: 'var(--mantine-color-error)' }}>*</span>
        </Text>
        <Checkbox
          label="Pilih semua"
          checked={all}
          indeterminate={!all && props.value.length > 0}
          onChange={() => props.onChange(all ? [] : [...WEBHOOK_EVENTS])}
        />
      </Group>
      <Checkbox.Group
        value={props.value}
        onChange={(value) => props.onChange(value as WebhookEvent[])}
        error={props.error}
      >
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing={6}>
          {WEBHOOK_EVENTS.map((event) => (
            <Checkbox key={event} value={event} label={WEBHOOK_EVENT_LABELS[event]} description={event} />
          ))}
        </SimpleGrid>
      </Checkbox.Group>
    </Stack>
  );
}

function WebhookForm(props: {
  webhook: WebhookRow | null;
  onSaved: (answer: WebhookWithSecret | null) => void;
  onCancel: () => void;
}) {
  const store = useStoreWebhook();
  const update = useUpdateWebhook();
  const initial = props.webhook;
  const [values, setValues] = useState<Values>({
    url: initial?.url ?? '',
    description: initial?.description ?? '',
    events: initial?.events ?? [],
    is_active: initial?.is_active ?? true,
  });
  const pending = store.isPending || update.isPending;
  const { errors, onSubmit } = useFieldErrorSave(async () => {
    if (initial) {
      await update.mutateAsync({ id: initial.id, ...values });
      props.onSaved(null);
    } else props.onSaved((await store.mutateAsync(values)).data);
  });
  return (
    <form noValidate onSubmit={onSubmit}>
      <Stack gap="sm">
        <TextInput
          label="URL"
          withAsterisk
          data-autofocus
          placeholder="https://contoh.co.id/webhooks/tagih"
          maxLength={2000}
          value={values.url}
          onChange={(event) => setValues({ ...values, url: event.currentTarget.value })}
          error={errors.url?.[0]}
        />
        <TextInput
          label="Deskripsi"
          maxLength={255}
          value={values.description}
          onChange={(event) => setValues({ ...values, description: event.currentTarget.value })}
          error={errors.description?.[0]}
        />
        <EventPicker
          value={values.events}
          onChange={(events) => setValues({ ...values, events })}
          error={errors.events?.[0]}
        />
        <Switch
          label="Aktif"
          checked={values.is_active}
          onChange={(event) => setValues({ ...values, is_active: event.currentTarget.checked })}
          error={errors.is_active?.[0]}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onCancel} disabled={pending}>
            Batal
          </Button>
          <Button type="submit" loading={pending}>
            Simpan
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Open with `webhook: null` to add one, with a row to change it; closed while `opened` is false. */
export function WebhookFormDialog(props: {
  opened: boolean;
  webhook: WebhookRow | null;
  onClose: () => void;
  onSaved: (answer: WebhookWithSecret | null) => void;
}) {
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={props.webhook ? 'Ubah Webhook' : 'Tambah Webhook'}
      centered
      size="lg"
    >
      {props.opened && (
        <WebhookForm webhook={props.webhook} onSaved={props.onSaved} onCancel={props.onClose} />
      )}
    </Modal>
  );
}

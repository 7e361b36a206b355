// 'Setting Langganan' (issue 32): when a subscription counts as 'Segera berakhir', and the automatic renewal's
// defaults a company stored without its own takes. Built as 'Setting Pajak' is: the settings as loaded become a
// draft, 'Simpan' sends it whole with the `updated_at` it was read with (a save in between: 409, reload).
import { Button, Card, Group, NumberInput, Stack, Switch, Text, Title } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { MAX_SUBSCRIPTION_DAYS } from '@tagih/domain/subscriptions';
import type { SubscriptionSettings } from '@tagih/domain/schemas/subscription-settings';
import { useEffect, useState } from 'react';
import { isApiError, userMessage, type FieldErrors } from '../../lib/api-errors';
import { notifyError, notifySuccess } from '../../lib/notify';
import { useSaveSubscriptionSettings, useSubscriptionSettings } from './api/subscription-settings';

type Draft = SubscriptionSettings;
const dayCount = (value: string | number) => (typeof value === 'number' ? value : Number(value));

function useSubscriptionSettingsDraft() {
  const settings = useSubscriptionSettings();
  const save = useSaveSubscriptionSettings();
  const [draft, setDraft] = useState<Draft | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  useEffect(() => {
    if (settings.data && !draft) setDraft(settings.data);
  }, [settings.data, draft]);
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) =>
    setDraft((previous) => (previous ? { ...previous, [key]: value } : previous));
  const submit = async () => {
    if (!draft) return;
    setErrors({});
    const { updated_at, ...fields } = draft;
    try {
      const saved = await save.mutateAsync({ ...fields, ...(updated_at ? { updated_at } : {}) });
      setDraft(saved.data);
      notifySuccess('Tersimpan', 'Setting langganan disimpan.');
    } catch (failure) {
      if (isApiError(failure, 422)) setErrors(failure.errors);
      if (isApiError(failure, 409)) notifyError('Gagal menyimpan', userMessage(failure));
    }
  };
  return { draft, set, errorOf: (field: string) => errors[field]?.join(' '), submit, saving: save.isPending };
}

export function SubscriptionSettingsCard() {
  const { draft, set, errorOf, submit, saving } = useSubscriptionSettingsDraft();
  return (
    <Card withBorder radius="md" padding="lg" data-testid="subscription-settings">
      <Title order={4} mb="xs">
        Setting Langganan
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        Kapan langganan ditandai segera berakhir, dan perpanjangan otomatis yang dipakai perusahaan baru bila
        tidak diatur di data perusahaannya.
      </Text>
      {draft && (
        <Stack gap="sm">
          <NumberInput
            label="Segera berakhir dalam (hari)"
            min={1}
            max={MAX_SUBSCRIPTION_DAYS}
            allowDecimal={false}
            value={draft.ending_within_days}
            onChange={(value) => set('ending_within_days', dayCount(value))}
            error={errorOf('ending_within_days')}
          />
          <Switch
            label="Perpanjang otomatis (bawaan perusahaan baru)"
            checked={draft.auto_renew}
            onChange={(event) => set('auto_renew', event.currentTarget.checked)}
            error={errorOf('auto_renew')}
          />
          <NumberInput
            label="Hari sebelum berakhir"
            description="Perpanjangan otomatis dibuat sekian hari sebelum hari terakhir langganan."
            min={1}
            max={MAX_SUBSCRIPTION_DAYS}
            allowDecimal={false}
            value={draft.renew_days_before}
            onChange={(value) => set('renew_days_before', dayCount(value))}
            error={errorOf('renew_days_before')}
          />
          <Group justify="flex-end">
            <Button
              leftSection={<IconDeviceFloppy size={16} />}
              loading={saving}
              onClick={() => void submit()}
            >
              Simpan Setting Langganan
            </Button>
          </Group>
        </Stack>
      )}
    </Card>
  );
}

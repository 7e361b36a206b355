// 'Setting Persetujuan' (issue 33, maker-checker): whether the administrator who uploaded a proof may approve
// it (not by default), and the amount above which only Finance or Admin approve (empty: no limit). The rules
// are packages/domain approval-rules.ts; the server refuses an approval against them with their words.
import { Button, Card, Group, Stack, Switch, Text, Title } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { APPROVAL_LIMIT_DIGITS, type ApprovalSettings } from '@tagih/domain/schemas/approval';
import { MoneyInput } from '../../components/money-input';
import { isApiError, type FieldErrors } from '../../lib/api-errors';
import { notifySuccess } from '../../lib/notify';
import { useApprovalSettings, useSaveApprovalSettings } from './api/approval-settings';

interface Draft {
  separate_uploader: boolean;
  /** Digits, '' for no limit. */
  finance_above: string;
}

const draftOf = (settings: ApprovalSettings): Draft => ({
  separate_uploader: settings.separate_uploader,
  finance_above: settings.finance_above ?? '',
});

export function ApprovalSettingsCard() {
  const settings = useApprovalSettings();
  const save = useSaveApprovalSettings();
  const [draft, setDraft] = useState<Draft | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  useEffect(() => {
    if (settings.data && !draft) setDraft(draftOf(settings.data));
  }, [settings.data, draft]);

  const submit = async () => {
    if (!draft) return;
    setErrors({});
    try {
      const body = {
        separate_uploader: draft.separate_uploader,
        finance_above: draft.finance_above === '' ? null : draft.finance_above,
      };
      setDraft(draftOf((await save.mutateAsync(body)).data));
      notifySuccess('Tersimpan', 'Setting persetujuan disimpan.');
    } catch (failure) {
      if (isApiError(failure, 422)) setErrors(failure.errors);
    }
  };

  return (
    <Card withBorder radius="md" padding="lg">
      <Title order={4} mb="xs">
        Setting Persetujuan
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        Pemisahan tugas (maker-checker) untuk pembayaran: siapa yang boleh menyetujui bukti bayar.
      </Text>
      {draft && (
        <Stack gap="sm">
          <Switch
            label="Pengunggah bukti bayar tidak boleh menyetujuinya sendiri"
            checked={draft.separate_uploader}
            onChange={(event) => setDraft({ ...draft, separate_uploader: event.currentTarget.checked })}
          />
          <MoneyInput
            label="Persetujuan di atas jumlah ini hanya oleh Finance atau Admin"
            description="Kosongkan bila tanpa batas."
            leftSection="Rp"
            maxDigits={APPROVAL_LIMIT_DIGITS}
            value={draft.finance_above}
            onChange={(digits) => setDraft({ ...draft, finance_above: digits })}
            error={errors.finance_above?.join(' ')}
          />
          <Group justify="flex-end">
            <Button
              leftSection={<IconDeviceFloppy size={16} />}
              loading={save.isPending}
              onClick={() => void submit()}
            >
              Simpan Setting Persetujuan
            </Button>
          </Group>
        </Stack>
      )}
    </Card>
  );
}

// 'Selesai' on a faktur action (issue 31): the day the clerk cancelled or replaced the faktur in Coretax, and
// for a replacement the new faktur number, which is recorded on the order. Refusals the server words (422 on a
// field, 409 already done) are shown where they belong.
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { todayInJakarta } from '@tagih/domain/dates';
import { FAKTUR_ACTION_LABELS, type FakturActionRow } from '@tagih/domain/schemas/faktur-action';
import { DayInput } from '../../components/day-input';
import { isApiError } from '../../lib/api-errors';
import { notifyError, notifySuccess } from '../../lib/notify';
import { useCompleteFakturAction } from './api/faktur-action-hooks';

type FieldErrors = Partial<Record<'date' | 'faktur_number', string>>;

function DoneForm({ action, onDone }: { action: FakturActionRow; onDone: () => void }) {
  const complete = useCompleteFakturAction();
  const [date, setDate] = useState<string>(todayInJakarta());
  const [fakturNumber, setFakturNumber] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const replacing = action.kind === 'replace';

  const submit = async () => {
    setErrors({});
    try {
      const body = replacing ? { date, faktur_number: fakturNumber } : { date };
      const answer = await complete.mutateAsync({ id: action.id, body });
      notifySuccess('Berhasil', answer.message);
      onDone();
    } catch (failure) {
      if (isApiError(failure, 422))
        setErrors({ date: failure.errors.date?.[0], faktur_number: failure.errors.faktur_number?.[0] });
      else if (isApiError(failure) && failure.status === 409) notifyError('409', failure.message);
    }
  };

  return (
    <Stack gap="sm">
      <Text size="sm">
        {replacing
          ? `Faktur ${action.faktur_number} invoice ${action.order.invoice_number} sudah diganti di Coretax.`
          : `Faktur ${action.faktur_number} invoice ${action.order.invoice_number} sudah dibatalkan di Coretax.`}
      </Text>
      <DayInput
        label={replacing ? 'Tanggal diganti' : 'Tanggal dibatalkan'}
        withAsterisk
        value={date}
        maxDate={todayInJakarta()}
        onChange={setDate}
        error={errors.date}
      />
      {replacing && (
        <TextInput
          label="Nomor faktur pengganti (dari Coretax)"
          placeholder="17 digit"
          inputMode="numeric"
          maxLength={25}
          withAsterisk
          value={fakturNumber}
          onChange={(event) => setFakturNumber(event.currentTarget.value)}
          error={errors.faktur_number}
        />
      )}
      <Group justify="flex-end" gap="xs">
        <Button variant="default" onClick={onDone}>
          Batal
        </Button>
        <Button color="teal" loading={complete.isPending} onClick={() => void submit()}>
          Selesai
        </Button>
      </Group>
    </Stack>
  );
}

export function FakturActionDoneDialog({
  action,
  onClose,
}: {
  action: FakturActionRow | null;
  onClose: () => void;
}) {
  return (
    <Modal
      opened={action !== null}
      onClose={onClose}
      title={action ? FAKTUR_ACTION_LABELS[action.kind] : 'Selesai'}
      centered
    >
      {action && <DoneForm action={action} onDone={onClose} />}
    </Modal>
  );
}

// Records what the buyer sent of a bukti potong (issue 31): its number, date and PDF, each optional, what is
// left empty staying as recorded. A 422's messages go under the fields; a 415 (not a PDF) under the file.
import { Button, FileInput, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import { useState } from 'react';
import { todayInJakarta } from '@tagih/domain/dates';
import { formatRupiah } from '@tagih/domain/money';
import type { WithholdingRow } from '@tagih/domain/schemas/withholding';
import { DayInput } from '../../components/day-input';
import { isApiError, type FieldErrors } from '../../lib/api-errors';
import { notifySuccess } from '../../lib/notify';
import { useRecordSlip, type SlipInput } from './api/withholding-hooks';

function SlipForm({ row, onDone }: { row: WithholdingRow; onDone: () => void }) {
  const record = useRecordSlip();
  const [slip, setSlip] = useState<SlipInput>({
    number: row.number ?? '',
    date: row.slip_date ?? '',
    file: null,
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const save = async () => {
    setErrors({});
    try {
      await record.mutateAsync({ row, slip });
      notifySuccess('Tersimpan', 'Bukti potong dicatat.');
      onDone();
    } catch (error) {
      if (isApiError(error, 422)) setErrors(error.errors);
      else if (isApiError(error, 415)) setErrors({ file: [error.message] });
    }
  };
  return (
    <Stack gap="sm">
      <Text size="sm">
        {row.name_company} · {row.invoice_number} · PPh 23 dipotong {formatRupiah(row.withheld)}
      </Text>
      <TextInput
        label="Nomor bukti potong"
        maxLength={40}
        value={slip.number}
        onChange={(event) => setSlip({ ...slip, number: event.currentTarget.value })}
        error={errors.number?.[0]}
      />
      <DayInput
        label="Tanggal bukti potong"
        clearable
        maxDate={todayInJakarta()}
        value={slip.date}
        onChange={(date) => setSlip({ ...slip, date })}
        error={errors.date?.[0]}
      />
      <FileInput
        label="PDF bukti potong"
        description={row.pdf ? 'Sudah ada PDF; memilih file baru menggantinya.' : undefined}
        placeholder="Pilih PDF"
        accept="application/pdf"
        clearable
        leftSection={<IconFileTypePdf size={16} />}
        value={slip.file}
        onChange={(file) => setSlip({ ...slip, file })}
        error={errors.file?.[0]}
      />
      <Group justify="flex-end">
        <Button variant="default" onClick={onDone}>
          Batal
        </Button>
        <Button loading={record.isPending} onClick={() => void save()}>
          Simpan
        </Button>
      </Group>
    </Stack>
  );
}

export function RecordSlipDialog({ row, onClose }: { row: WithholdingRow | null; onClose: () => void }) {
  return (
    <Modal opened={row !== null} onClose={onClose} title="Catat bukti potong">
      {row && <SlipForm key={row.payment_id} row={row} onDone={onClose} />}
    </Modal>
  );
}

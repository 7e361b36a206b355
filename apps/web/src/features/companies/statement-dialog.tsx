// 'Laporan Rekening' of a company (issue 30): pick a period, read the statement as the PDF prints it, download
// the PDF, and 'Kirim' it to the company's email and PIC (Setting Mail admins in Bcc). The sends so far are
// listed under it (and in the company's 'Riwayat', the audit log).
import { Alert, Button, Divider, Group, Loader, Modal, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconDownload, IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { todayInJakarta } from '@tagih/domain/dates';
import type { StatementPeriod } from '@tagih/domain/schemas/statement';
import { DayInput } from '../../components/day-input';
import { isApiError } from '../../lib/api-errors';
import { notifySuccess } from '../../lib/notify';
import { useCan } from '../../lib/permissions';
import { downloadStatementPdf, useSendStatement, useStatement, useStatementSends } from './api/statement';
import { StatementSends, StatementTable } from './statement-table';

export interface StatementCompany {
  id_company: number;
  name_company: string;
}

/** This month in WIB so far: the period the dialog opens with. */
const thisMonth = (): StatementPeriod => {
  const today = todayInJakarta();
  return { from: `${today.slice(0, 8)}01`, to: today };
};

function PeriodFields({
  value,
  onChange,
}: {
  value: StatementPeriod;
  onChange: (next: StatementPeriod) => void;
}) {
  const field = (key: keyof StatementPeriod, label: string) => (
    <DayInput label={label} value={value[key]} onChange={(day) => onChange({ ...value, [key]: day })} />
  );
  return (
    <Group grow align="flex-start">
      {field('from', 'Dari tanggal')}
      {field('to', 'Sampai tanggal')}
    </Group>
  );
}

export function StatementDialog({
  company,
  onClose,
}: {
  company: StatementCompany | null;
  onClose: () => void;
}) {
  const [period, setPeriod] = useState<StatementPeriod>(thisMonth);
  const [refusal, setRefusal] = useState<string | null>(null);
  const complete = period.from !== '' && period.to !== '' && period.from <= period.to;
  const id = company?.id_company ?? null;
  const statement = useStatement(id, complete ? period : null);
  const sends = useStatementSends(id);
  const send = useSendStatement(id);
  const maySend = useCan()('statements.send');

  const kirim = async () => {
    setRefusal(null);
    try {
      await send.mutateAsync(period);
      notifySuccess('Terkirim', 'Laporan rekening berhasil dikirim.');
    } catch (error) {
      if (isApiError(error, 422)) setRefusal(Object.values(error.errors).flat().join(' ') || error.message);
    }
  };

  return (
    <Modal
      opened={company !== null}
      onClose={onClose}
      title={`Laporan Rekening - ${company?.name_company ?? ''}`}
      size="xl"
      centered
    >
      <Stack gap="md">
        <PeriodFields value={period} onChange={setPeriod} />
        {!complete && (
          <Text c="red" size="sm">
            Tanggal 'sampai' tidak boleh sebelum tanggal 'dari'.
          </Text>
        )}
        {statement.data ? <StatementTable statement={statement.data} /> : complete && <Loader size="sm" />}
        {refusal && (
          <Alert color="red" icon={<IconAlertTriangle size={18} />} title="Tidak terkirim">
            {refusal}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button
            variant="default"
            leftSection={<IconDownload size={16} />}
            disabled={!complete || id === null}
            onClick={() => id !== null && void downloadStatementPdf(id, period)}
          >
            Unduh PDF
          </Button>
          {maySend && (
            <Button
              leftSection={<IconSend size={16} />}
              disabled={!complete}
              loading={send.isPending}
              onClick={() => void kirim()}
            >
              Kirim
            </Button>
          )}
        </Group>
        <Divider />
        <Title order={5}>Riwayat kirim</Title>
        {sends.data ? <StatementSends sends={sends.data} /> : <Loader size="sm" />}
      </Stack>
    </Modal>
  );
}

// The view dialog's 'Pajak' part, for an order stored under PPN (issue 21): its DPP, PPN and total with PPN
// as stored, and the faktur number DJP gave its tax invoice, entered here once Coretax has numbered it (by a
// role that records fakturs, 'tax.write'; the others read it).
import { Button, Divider, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useState } from 'react';
import type { OrderRow } from '@tagih/domain/schemas/order';
import { MoneyText } from '../../../components/money-text';
import { isApiError } from '../../../lib/api-errors';
import { notifySuccess } from '../../../lib/notify';
import { useCan } from '../../../lib/permissions';
import { useRecordFakturNumber } from '../api/faktur-number';
import { reportActionError } from '../actions/report-error';
import { FakturReplacement } from './faktur-replacement';

type TaxedOrder = Pick<
  OrderRow,
  | 'id'
  | 'is_canceled'
  | 'dpp'
  | 'ppn'
  | 'total_with_ppn'
  | 'ppn_rate'
  | 'dpp_rule'
  | 'faktur_number'
  | 'faktur_replacing'
  | 'replaced_faktur_number'
>;

export function OrderTaxSection({ order }: { order: TaxedOrder }) {
  const record = useRecordFakturNumber();
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();
  const mayRecord = useCan()('tax.write');
  if (order.ppn_rate === null) return null;
  const value = draft ?? order.faktur_number ?? '';

  const save = async () => {
    setError(undefined);
    try {
      await record.mutateAsync({ order: order.id, faktur_number: value });
      setDraft(null);
      notifySuccess('Tersimpan', 'Nomor faktur pajak disimpan.');
    } catch (failure) {
      if (isApiError(failure, 422)) setError(Object.values(failure.errors).flat().join(' '));
      else reportActionError(failure);
    }
  };

  return (
    <Stack gap="sm">
      <Divider label="Pajak (PPN)" labelPosition="left" />
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <Stack gap={2}>
          <Text size="xs" c="dimmed" fw={600}>
            {order.dpp_rule === '11/12' ? 'DPP NILAI LAIN (11/12)' : 'DPP'}
          </Text>
          <Text size="sm" data-testid="view-dpp">
            <MoneyText value={order.dpp ?? '0'} />
          </Text>
        </Stack>
        <Stack gap={2}>
          <Text size="xs" c="dimmed" fw={600}>
            PPN {order.ppn_rate}%
          </Text>
          <Text size="sm" data-testid="view-ppn">
            <MoneyText value={order.ppn ?? '0'} />
          </Text>
        </Stack>
        <Stack gap={2}>
          <Text size="xs" c="dimmed" fw={600}>
            TOTAL TERMASUK PPN
          </Text>
          <Text size="sm" fw={700} data-testid="view-total-with-ppn">
            <MoneyText value={order.total_with_ppn ?? '0'} />
          </Text>
        </Stack>
      </SimpleGrid>
      {!mayRecord && (
        <TextInput label="Nomor Faktur Pajak" value={order.faktur_number ?? '-'} readOnly variant="filled" />
      )}
      {mayRecord && order.is_canceled === 0 && (
        <Group align="flex-end" gap="sm">
          <TextInput
            label="Nomor Faktur Pajak (dari Coretax)"
            placeholder="17 digit"
            inputMode="numeric"
            maxLength={25}
            value={value}
            onChange={(event) => setDraft(event.currentTarget.value)}
            error={error}
            style={{ flex: 1 }}
          />
          <Button
            leftSection={<IconDeviceFloppy size={16} />}
            loading={record.isPending}
            disabled={value.trim() === '' || value === order.faktur_number}
            onClick={() => void save()}
          >
            Simpan
          </Button>
        </Group>
      )}
      <FakturReplacement order={order} mayReplace={mayRecord} />
    </Stack>
  );
}

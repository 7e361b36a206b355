// The statement of account as the dialog previews it (issue 30): the opening balance, each line with its
// running balance, the closing balance and its words, exactly the figures the PDF prints (the API's JSON).
import { Stack, Table, Text } from '@mantine/core';
import type { StatementSendRecord, StatementView } from '@tagih/domain/schemas/statement';
import { formatJakartaDateTime } from '@tagih/domain/dates';
import { MoneyText } from '../../components/money-text';

const NO_WRAP = { whiteSpace: 'nowrap' } as const;
const amount = (value: string) => (value === '0' ? '' : <MoneyText value={value} />);

export function StatementTable({ statement }: { statement: StatementView }) {
  return (
    <Stack gap="xs">
      <Table striped withTableBorder fz="sm" aria-label="Laporan rekening">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Tanggal</Table.Th>
            <Table.Th>No. Invoice</Table.Th>
            <Table.Th>Keterangan</Table.Th>
            <Table.Th ta="right">Debit</Table.Th>
            <Table.Th ta="right">Kredit</Table.Th>
            <Table.Th ta="right">Saldo</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          <Table.Tr fw={700}>
            <Table.Td style={NO_WRAP}>{statement.from}</Table.Td>
            <Table.Td />
            <Table.Td>Saldo Awal</Table.Td>
            <Table.Td />
            <Table.Td />
            <Table.Td ta="right">
              <MoneyText value={statement.opening_balance} />
            </Table.Td>
          </Table.Tr>
          {statement.lines.map((line, index) => (
            <Table.Tr key={`${line.date}-${line.kind}-${line.invoice_number}-${index}`}>
              <Table.Td style={NO_WRAP}>{line.date}</Table.Td>
              <Table.Td>{line.invoice_number}</Table.Td>
              <Table.Td>{line.description}</Table.Td>
              <Table.Td ta="right">{amount(line.debit)}</Table.Td>
              <Table.Td ta="right">{amount(line.credit)}</Table.Td>
              <Table.Td ta="right">
                <MoneyText value={line.balance} />
              </Table.Td>
            </Table.Tr>
          ))}
          <Table.Tr fw={700}>
            <Table.Td style={NO_WRAP}>{statement.to}</Table.Td>
            <Table.Td />
            <Table.Td>Saldo Akhir</Table.Td>
            <Table.Td />
            <Table.Td />
            <Table.Td ta="right">
              <MoneyText value={statement.closing_balance} />
            </Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
      <Text size="sm" fs="italic">
        Terbilang: {statement.closing_balance_words}
      </Text>
    </Stack>
  );
}

export function StatementSends({ sends }: { sends: StatementSendRecord[] }) {
  if (sends.length === 0)
    return (
      <Text size="sm" c="dimmed">
        Laporan rekening belum pernah dikirim.
      </Text>
    );
  return (
    <Stack gap={4}>
      {sends.map((send) => (
        <Text size="sm" key={send.sent_at}>
          {formatJakartaDateTime(new Date(send.sent_at))} WIB: periode {send.period_from} s.d.{' '}
          {send.period_to} ke {send.to.join(', ')}
          {send.bcc.length > 0 ? ` (Bcc ${send.bcc.join(', ')})` : ''}
          {send.admin ? ` oleh ${send.admin.name}` : ''}
        </Text>
      ))}
    </Stack>
  );
}

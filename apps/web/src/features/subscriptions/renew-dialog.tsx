// 'Perpanjang' (issue 32): confirms the chosen subscriptions' renewals, each named by its current invoice and
// the period its renewal will run (domain renewalPeriod: the day after its end, for its months), optionally
// mailing each new invoice at once; then shows what happened to each: renewed with its new invoice number, or
// refused and why (POST /subscriptions/renew answers every order; a lone refusal comes as its error).
import { Alert, Button, Checkbox, Group, List, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import type { SubscriptionRow } from '@tagih/domain/schemas/subscription';
import type { RenewAnswer, RenewResult } from '@tagih/domain/schemas/subscription-renew';
import { renewalPeriod } from '@tagih/domain/subscriptions';
import { isApiError } from '../../lib/api-errors';
import { useRenewSubscriptions } from './api/subscription-hooks';

/** What happened, with the rows asked for as they were when asked (the list has moved on since). */
type Outcome = ({ answer: RenewAnswer } | { refused: string }) & { asked: SubscriptionRow[] };

/** A lone refusal's words: its field message (422) or its message (404, 409). */
function refusalOf(error: unknown): string {
  if (!isApiError(error)) return 'Perpanjangan gagal. Coba lagi.';
  return Object.values(error.errors).flat()[0] ?? error.message;
}

function Planned({ rows }: { rows: SubscriptionRow[] }) {
  return (
    <List size="sm" spacing={4} data-testid="renew-planned">
      {rows.map((row) => {
        const next = renewalPeriod(row.end_period, row.total_month);
        return (
          <List.Item key={row.id_order}>
            <b>{row.invoice_number}</b> · {row.name_company} · {row.product}: periode baru {next.start_period}{' '}
            s/d {next.end_period}
          </List.Item>
        );
      })}
    </List>
  );
}

function ResultLine({ result, row }: { result: RenewResult; row: SubscriptionRow | undefined }) {
  const renewed = result.status === 200 && result.renewal;
  return (
    <List.Item
      icon={
        <ThemeIcon size={18} radius="xl" color={renewed ? 'teal' : 'red'}>
          {renewed ? <IconCheck size={12} /> : <IconX size={12} />}
        </ThemeIcon>
      }
    >
      <b>{row?.invoice_number ?? `Order ${result.id_order}`}</b>:{' '}
      {result.renewal
        ? `diperpanjang dengan ${result.renewal.invoice_number} (${result.renewal.start_period} s/d ${result.renewal.end_period})${result.sent ? ', invoice terkirim' : ''}`
        : result.message}
    </List.Item>
  );
}

function Outcomes({ outcome }: { outcome: Outcome }) {
  if ('refused' in outcome) {
    const invoice = outcome.asked[0]?.invoice_number ?? '';
    return (
      <Alert color="red" title="Tidak diperpanjang" data-testid="renew-outcome">
        {outcome.refused.includes(invoice) ? outcome.refused : `${invoice}: ${outcome.refused}`}
      </Alert>
    );
  }
  const { answer } = outcome;
  const byOrder = new Map(outcome.asked.map((row) => [row.id_order, row]));
  return (
    <Stack gap="xs" data-testid="renew-outcome">
      <Text size="sm">
        {answer.renewed} diperpanjang, {answer.refused} ditolak.
      </Text>
      <List spacing={4} size="sm">
        {answer.results.map((result) => (
          <ResultLine key={result.id_order} result={result} row={byOrder.get(result.id_order)} />
        ))}
      </List>
    </Stack>
  );
}

/** `onDone`: the renewal was asked and answered; the chosen rows are spent (renewed, or refused and why). */
type Props = { rows: SubscriptionRow[]; opened: boolean; onClose: () => void; onDone: () => void };

export function RenewDialog({ rows, opened, onClose, onDone }: Props) {
  const renew = useRenewSubscriptions();
  const [send, setSend] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const close = () => {
    if (outcome) onDone();
    setOutcome(null);
    setSend(false);
    onClose();
  };
  const submit = async () => {
    try {
      const answer = await renew.mutateAsync({ orders: rows.map((row) => row.id_order), send });
      setOutcome({ answer, asked: rows });
    } catch (error) {
      setOutcome({ refused: refusalOf(error), asked: rows });
    }
  };
  return (
    <Modal opened={opened} onClose={close} title="Perpanjang langganan" size="lg">
      {outcome ? (
        <Stack>
          <Outcomes outcome={outcome} />
          <Group justify="flex-end">
            <Button onClick={close}>Selesai</Button>
          </Group>
        </Stack>
      ) : (
        <Stack>
          <Text size="sm">
            Buat order perpanjangan untuk {rows.length} langganan berikut, dengan harga katalog hari ini:
          </Text>
          <Planned rows={rows} />
          <Checkbox
            label="Kirim invoice sekarang"
            checked={send}
            onChange={(event) => setSend(event.currentTarget.checked)}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Batal
            </Button>
            <Button loading={renew.isPending} onClick={() => void submit()}>
              Perpanjang
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}

// The payments part of the 'Data Order' dialog (issue 21): what is owed (Sisa tagihan), the reviews of the
// payment proofs with their state, and the payments recorded. A pending review offers its proof at full size,
// Setujui (the amount received typed from the transfer, never pre-filled; date received today unless picked)
// and Tolak (a reason is required); the previous rejection's reason is shown above it, so the next reviewer
// knows why the last proof was refused (pending-review-actions.tsx).
import { Alert, Anchor, Badge, Divider, Group, Stack, Table, Text } from '@mantine/core';
import { PAYMENT_REVIEW_LABELS, type PaymentReviewStatus } from '@tagih/domain/payments';
import type { Payment, PaymentReview } from '@tagih/domain/schemas/payment';
import { MoneyText } from '../../../components/money-text';
import { useOrderPayments } from '../api/payment-hooks';
import { PendingReviewActions } from './pending-review-actions';

const REVIEW_COLORS: Record<PaymentReviewStatus, string> = {
  pending: 'yellow',
  approved: 'teal',
  rejected: 'red',
};
const PAYMENT_KINDS: Record<Payment['kind'], string> = {
  review: 'Bukti bayar',
  publish: 'Publish',
  reversal: 'Pembatalan (unpublish)',
};

const when = (iso: string | null) =>
  iso ? new Date(iso).toLocaleString('id-ID', { timeZone: 'Asia/Jakarta' }) : '-';

function ReviewLine({ review }: { review: PaymentReview }) {
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start" data-testid={`review-${review.id}`}>
      <Badge color={REVIEW_COLORS[review.status]} variant="light" style={{ flexShrink: 0 }}>
        {PAYMENT_REVIEW_LABELS[review.status]}
      </Badge>
      <Text size="sm">
        {review.status === 'approved' && (
          <>
            <MoneyText value={review.amount} /> diterima {review.received_on} ·{' '}
          </>
        )}
        {review.status === 'rejected' && <>Alasan: {review.reason} · </>}
        {review.status === 'pending'
          ? `diunggah ${when(review.created_at)}`
          : `${review.decided_by_name ?? '-'}, ${when(review.decided_at)}`}
      </Text>
    </Group>
  );
}

/** The PPh 23 withheld from a payment and its bukti potong, as far as it is known. */
function WithheldCell({ payment }: { payment: Payment }) {
  if (payment.withheld === '0') return <>-</>;
  const slip = payment.withholding;
  return (
    <>
      <MoneyText value={payment.withheld} />
      {slip && (
        <Text size="xs" c="dimmed">
          {slip.number ? `Bukti potong ${slip.number}` : 'Bukti potong belum diterima'}
          {slip.pdf && (
            <>
              {' · '}
              <Anchor href={slip.pdf} target="_blank" rel="noopener" size="xs">
                PDF
              </Anchor>
            </>
          )}
        </Text>
      )}
    </>
  );
}

/** The payments recorded: when received, of what kind, by whom, how much, and the PPh 23 withheld. */
function PaymentsTable({ payments }: { payments: Payment[] }) {
  const withheld = payments.some((payment) => payment.withheld !== '0');
  return (
    <Table withRowBorders={false} verticalSpacing={4} data-testid="payments-table">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Tanggal diterima</Table.Th>
          <Table.Th>Jenis</Table.Th>
          <Table.Th>Dicatat oleh</Table.Th>
          <Table.Th ta="right">Jumlah</Table.Th>
          {withheld && <Table.Th ta="right">PPh 23 dipotong</Table.Th>}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {payments.map((payment) => (
          <Table.Tr key={payment.id}>
            <Table.Td>{payment.received_on}</Table.Td>
            <Table.Td>{PAYMENT_KINDS[payment.kind]}</Table.Td>
            <Table.Td>{payment.recorded_by_name ?? '-'}</Table.Td>
            <Table.Td ta="right">
              <MoneyText value={payment.amount} />
            </Table.Td>
            {withheld && (
              <Table.Td ta="right">
                <WithheldCell payment={payment} />
              </Table.Td>
            )}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** What is owed: Tagihan, Dibayar, PPh 23 dipotong (when any), and Sisa tagihan in bold. */
function AmountsOwed({
  amountDue,
  paid,
  withheld,
  balanceDue,
}: {
  amountDue: string;
  paid: string;
  withheld: string;
  balanceDue: string;
}) {
  return (
    <Group gap="xl">
      <Text size="sm">
        Tagihan <MoneyText value={amountDue} />
      </Text>
      <Text size="sm">
        Dibayar <MoneyText value={paid} />
      </Text>
      {withheld !== '0' && (
        <Text size="sm" data-testid="pph23-withheld">
          PPh 23 dipotong <MoneyText value={withheld} />
        </Text>
      )}
      <Text size="sm" fw={700} data-testid="sisa-tagihan">
        Sisa tagihan <MoneyText value={balanceDue} />
      </Text>
    </Group>
  );
}

export function OrderPaymentsSection({
  orderId,
  reviewable,
  onShowProof,
}: {
  orderId: number;
  /** The order is not cancelled and the role reviews payments ('payments.review'): Setujui / Tolak. */
  reviewable: boolean;
  /** Opens the order's proof (the waiting review's image) at full size. */
  onShowProof?: () => void;
}) {
  const book = useOrderPayments(orderId);
  if (!book.data) return null;
  const { reviews, payments, balance_due, amount_due, paid, withheld } = book.data;
  const pending = reviews.find((review) => review.status === 'pending');
  const lastRejection = reviews.find((review) => review.status === 'rejected');

  return (
    <Stack gap="sm" data-testid="order-payments">
      <Divider label="Pembayaran" labelPosition="left" />
      <AmountsOwed amountDue={amount_due} paid={paid} withheld={withheld} balanceDue={balance_due} />
      {pending && lastRejection && (
        <Alert color="red" variant="light" title="Bukti sebelumnya ditolak" data-testid="last-rejection">
          Alasan: {lastRejection.reason}
        </Alert>
      )}
      {reviews.length === 0 ? (
        <Text size="sm" c="dimmed">
          Belum ada bukti bayar yang diperiksa.
        </Text>
      ) : (
        <Stack gap={6}>
          {reviews.map((review) => (
            <ReviewLine key={review.id} review={review} />
          ))}
        </Stack>
      )}
      {pending && reviewable && (
        <PendingReviewActions
          key={`${pending.id}-${balance_due}`}
          orderId={orderId}
          review={pending}
          proposal={{ amount: book.data.proposed_withholding, rate: book.data.pph23_rate }}
          rules={book.data.approval_rules}
          onShowProof={onShowProof}
        />
      )}
      {payments.length > 0 && <PaymentsTable payments={payments} />}
    </Stack>
  );
}

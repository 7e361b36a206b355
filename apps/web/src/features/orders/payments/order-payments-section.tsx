// The payments part of the 'Data Order' dialog (issue 21): what is owed (Sisa tagihan), the reviews of the
// payment proofs with their state, and the payments recorded. A pending review offers its proof at full size,
// Setujui (the amount received typed from the transfer, never pre-filled; date received today unless picked)
// and Tolak (a reason is required); the previous rejection's reason is shown above it, so the next reviewer
// knows why the last proof was refused.
import { Alert, Badge, Button, Divider, Group, Stack, Table, Text, Textarea } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { useState } from 'react';
import { PAYMENT_REVIEW_LABELS, type PaymentReviewStatus } from '@tagih/domain/payments';
import type { Payment, PaymentReview } from '@tagih/domain/schemas/payment';
import { MoneyText } from '../../../components/money-text';
import { isApiError } from '../../../lib/api-errors';
import { notifySuccess } from '../../../lib/notify';
import { useDecidePaymentReview, useOrderPayments } from '../api/payment-hooks';
import { ReceivedFields, useReceived } from './received-fields';
import { reportActionError } from '../actions/report-error';

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

function PendingReviewActions({
  orderId,
  review,
  onShowProof,
}: {
  orderId: number;
  review: PaymentReview;
  onShowProof?: () => void;
}) {
  const decide = useDecidePaymentReview(orderId);
  const { received, change, errors, setErrors, check } = useReceived();
  const [reason, setReason] = useState('');
  const [rejecting, setRejecting] = useState(false);

  const submit = async (decision: Parameters<typeof decide.mutateAsync>[0], done: string) => {
    setErrors({});
    try {
      await decide.mutateAsync(decision);
      notifySuccess('Berhasil', done);
    } catch (error) {
      if (isApiError(error, 422)) setErrors(error.errors);
      reportActionError(error);
    }
  };
  const approve = () => {
    if (!check()) return;
    return submit({ kind: 'approve', reviewId: review.id, body: received }, 'Pembayaran disetujui.');
  };
  const reject = () => {
    if (reason.trim() === '') return setErrors({ reason: ['Alasan wajib diisi.'] });
    return submit({ kind: 'reject', reviewId: review.id, body: { reason } }, 'Bukti bayar ditolak.');
  };

  return (
    <Stack gap="xs" data-testid="pending-review">
      {onShowProof && (
        <Button
          variant="subtle"
          size="compact-sm"
          leftSection={<IconPhoto size={16} />}
          onClick={onShowProof}
          style={{ alignSelf: 'flex-start' }}
        >
          Lihat bukti bayar ukuran penuh
        </Button>
      )}
      <ReceivedFields value={received} onChange={change} errors={errors} />
      {rejecting && (
        <Textarea
          label="Alasan"
          placeholder="Mengapa bukti bayar ini ditolak?"
          withAsterisk
          autosize
          minRows={2}
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
          error={errors.reason?.[0]}
        />
      )}
      <Group justify="flex-end" gap="xs">
        {rejecting ? (
          <>
            <Button variant="default" onClick={() => setRejecting(false)}>
              Batal
            </Button>
            <Button color="red" loading={decide.isPending} onClick={() => void reject()}>
              Tolak
            </Button>
          </>
        ) : (
          <>
            <Button color="red" variant="light" onClick={() => setRejecting(true)}>
              Tolak
            </Button>
            <Button color="teal" loading={decide.isPending} onClick={() => void approve()}>
              Setujui
            </Button>
          </>
        )}
      </Group>
    </Stack>
  );
}

export function OrderPaymentsSection({
  orderId,
  editable,
  onShowProof,
}: {
  orderId: number;
  editable: boolean;
  /** Opens the order's proof (the waiting review's image) at full size. */
  onShowProof?: () => void;
}) {
  const book = useOrderPayments(orderId);
  if (!book.data) return null;
  const { reviews, payments, balance_due, amount_due, paid } = book.data;
  const pending = reviews.find((review) => review.status === 'pending');
  const lastRejection = reviews.find((review) => review.status === 'rejected');

  return (
    <Stack gap="sm" data-testid="order-payments">
      <Divider label="Pembayaran" labelPosition="left" />
      <Group gap="xl">
        <Text size="sm">
          Tagihan <MoneyText value={amount_due} />
        </Text>
        <Text size="sm">
          Dibayar <MoneyText value={paid} />
        </Text>
        <Text size="sm" fw={700} data-testid="sisa-tagihan">
          Sisa tagihan <MoneyText value={balance_due} />
        </Text>
      </Group>
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
      {pending && editable && (
        <PendingReviewActions
          key={`${pending.id}-${balance_due}`}
          orderId={orderId}
          review={pending}
          onShowProof={onShowProof}
        />
      )}
      {payments.length > 0 && (
        <Table withRowBorders={false} verticalSpacing={4} data-testid="payments-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Tanggal diterima</Table.Th>
              <Table.Th>Jenis</Table.Th>
              <Table.Th>Dicatat oleh</Table.Th>
              <Table.Th ta="right">Jumlah</Table.Th>
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
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}

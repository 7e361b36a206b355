// A pending proof review's decision (issue 21): the proof at full size, Setujui with what was received (the
// amount typed from the transfer, never pre-filled; the date today unless picked) and the PPh 23 the buyer
// withheld with its bukti potong (issue 31, withholding-fields.tsx), and Tolak with its reason (required). A
// 422's messages go under the fields. A bukti potong PDF is sent once the approval has made its payment.
// Maker-checker (issue 33): the uploader of the proof sees 'Setujui' disabled with the rule's words, asked of
// the same approval-rules.ts the API refuses with (the amount rule answers when the amount is sent).
import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { useState } from 'react';
import { approvalRefusal, type ApprovalRules } from '@tagih/domain/approval-rules';
import type { PaymentReview } from '@tagih/domain/schemas/payment';
import { isApiError } from '../../../lib/api-errors';
import { getSignedInAdmin } from '../../../lib/auth';
import { notifySuccess } from '../../../lib/notify';
import { useDecidePaymentReview } from '../api/payment-hooks';
import { reportActionError } from '../actions/report-error';
import { useRecordWithholdingSlip } from '../api/withholding-slip';
import { ReceivedFields, useReceived } from './received-fields';
import { noWithholding, withholdingBody, WithholdingFields } from './withholding-fields';

/** Approve or reject the review: what was received, the reason, and the decision sent with its outcome. */
function useReviewDecision(orderId: number, review: PaymentReview) {
  const decide = useDecidePaymentReview(orderId);
  const recordSlip = useRecordWithholdingSlip(orderId);
  const { received, change, errors, setErrors, check } = useReceived();
  const [withholding, setWithholding] = useState(noWithholding);
  const [reason, setReason] = useState('');

  const submit = async (decision: Parameters<typeof decide.mutateAsync>[0], done: string) => {
    setErrors({});
    try {
      const book = (await decide.mutateAsync(decision)).data;
      const payment = book.payments.find((row) => row.review_id === review.id);
      if (decision.kind === 'approve' && withholding.file && payment)
        await recordSlip.mutateAsync({ paymentId: payment.id, slip: { file: withholding.file } });
      notifySuccess('Berhasil', done);
    } catch (error) {
      if (isApiError(error, 422)) setErrors(error.errors);
      reportActionError(error);
    }
  };
  const approve = () => {
    if (!check()) return;
    const body = { ...received, ...withholdingBody(withholding) };
    return submit({ kind: 'approve', reviewId: review.id, body }, 'Pembayaran disetujui.');
  };
  const reject = () => {
    if (reason.trim() === '') return setErrors({ reason: ['Alasan wajib diisi.'] });
    return submit({ kind: 'reject', reviewId: review.id, body: { reason } }, 'Bukti bayar ditolak.');
  };

  return {
    received,
    change,
    withholding,
    setWithholding,
    errors,
    reason,
    setReason,
    approve,
    reject,
    deciding: decide.isPending || recordSlip.isPending,
  };
}

/** Why the signed-in administrator may not approve this review (the uploader rule), or null. */
function useApprovalRefusal(review: PaymentReview, rules: ApprovalRules): string | null {
  const [admin] = useState(getSignedInAdmin);
  return approvalRefusal(rules, {
    approverId: admin?.id ?? null,
    approverRole: admin?.role ?? null,
    uploadedBy: review.uploaded_by,
    amount: null,
  });
}

/** Tolak (asking the reason first) and Setujui, disabled with the maker-checker rule's words when it refuses. */
function DecisionButtons({
  rejecting,
  setRejecting,
  deciding,
  refusal,
  onApprove,
  onReject,
}: {
  rejecting: boolean;
  setRejecting: (rejecting: boolean) => void;
  deciding: boolean;
  refusal: string | null;
  onApprove: () => void;
  onReject: () => void;
}) {
  return (
    <>
      <Group justify="flex-end" gap="xs">
        {rejecting ? (
          <>
            <Button variant="default" onClick={() => setRejecting(false)}>
              Batal
            </Button>
            <Button color="red" loading={deciding} onClick={onReject}>
              Tolak
            </Button>
          </>
        ) : (
          <>
            <Button color="red" variant="light" onClick={() => setRejecting(true)}>
              Tolak
            </Button>
            <Button
              color="teal"
              loading={deciding}
              disabled={refusal !== null}
              aria-describedby={refusal ? 'approval-refusal' : undefined}
              onClick={onApprove}
            >
              Setujui
            </Button>
          </>
        )}
      </Group>
      {refusal && !rejecting && (
        <Text id="approval-refusal" size="sm" c="orange.8" ta="right">
          {refusal}
        </Text>
      )}
    </>
  );
}

export function PendingReviewActions({
  orderId,
  review,
  proposal,
  rules,
  onShowProof,
}: {
  orderId: number;
  review: PaymentReview;
  /** The PPh 23 the approval proposes and the rate it came from. */
  proposal: { amount: string; rate: string };
  /** 'Setting Persetujuan' as the order's payments answer carries it. */
  rules: ApprovalRules;
  onShowProof?: () => void;
}) {
  const decision = useReviewDecision(orderId, review);
  const refusal = useApprovalRefusal(review, rules);
  const { received, change, withholding, setWithholding, errors, reason, setReason, deciding } = decision;
  const [rejecting, setRejecting] = useState(false);

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
      {review.uploaded_by_name && (
        <Text size="sm" c="dimmed">
          Diunggah oleh {review.uploaded_by_name}
        </Text>
      )}
      <ReceivedFields value={received} onChange={change} errors={errors} />
      {!rejecting && (
        <WithholdingFields
          value={withholding}
          onChange={setWithholding}
          errors={errors}
          proposal={proposal}
        />
      )}
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
      <DecisionButtons
        rejecting={rejecting}
        setRejecting={setRejecting}
        deciding={deciding}
        refusal={refusal}
        onApprove={() => void decision.approve()}
        onReject={() => void decision.reject()}
      />
    </Stack>
  );
}

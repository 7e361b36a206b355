// The read-only 'Data Order' dialog (spec 2.9), one section each: the order's facts (order-facts.tsx; for a
// prorated upgrade also Total Prorate and Sisa Bayar, what is left to pay), its tax, its extra packages, the
// proof image (payment-proof.tsx: click to see it at full size; 'Ganti bukti bayar' replaces it), the invoices
// sent, the reminders sent and 'Kirim via WhatsApp' (order-reminders-section.tsx), its payments and their
// reviews (order-payments-section.tsx), and publish / unpublish by status (publish-buttons.tsx); publish on an
// order that owes something asks what was received (publish-dialog.tsx). Status words and periods read as in
// the list (Baru/Lunas; dates without a time). Each change shows only to a role holding its permission.
import { Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { allows, orderState } from '@tagih/domain/order-lifecycle';
import { useCan } from '../../../lib/permissions';
import { orderDetailHooks } from '../api/order-hooks';
import { InvoiceSendHistory } from '../invoice/invoice-send-history';
import { OrderRemindersSection } from '../invoice/order-reminders-section';
import { OrderPaymentsSection } from '../payments/order-payments-section';
import { OrderProofSection } from '../payments/payment-proof';
import { PublishButtons } from '../payments/publish-buttons';
import { PublishDialog } from '../payments/publish-dialog';
import { OrderExtraPackages, OrderFacts } from './order-facts';
import { OrderTaxSection } from './order-tax-section';

type OrderViewDialogProps = {
  orderId: number | null;
  onClose: () => void;
  /** Opens 'Edit Bukti Bayar' for this order. */
  onReplaceProof: (order: { id: number; invoice_number: string }) => void;
  /** Opens the 'Kirim Invoice' confirmation for this order. */
  onSend: (orderId: number) => void;
};

export function OrderViewDialog({ orderId, onClose, onReplaceProof, onSend }: OrderViewDialogProps) {
  const detail = orderDetailHooks.useShow(orderId ?? undefined);
  const order = detail.data && detail.data.id === orderId ? detail.data : undefined;
  // A window over this dialog (the proof at full size, the publish form) takes Escape while it is open.
  const [over, setOver] = useState<'proof' | 'publish' | null>(null);
  const editable = order !== undefined && order.is_canceled === 0;
  const can = useCan(); // each change below also needs its permission (issue 33)

  return (
    <Modal
      opened={orderId !== null}
      onClose={onClose}
      closeOnEscape={over === null}
      title="Data Order"
      centered
      size="lg"
    >
      {!order ? (
        <Group justify="center" py="xl">
          {detail.isError ? <Text c="red">Gagal memuat order.</Text> : <Loader size="sm" />}
        </Group>
      ) : (
        <Stack gap="md">
          <OrderFacts order={order} />
          <OrderTaxSection order={order} />
          <OrderExtraPackages extras={order.extra_package} />
          <OrderProofSection
            src={order.image_payment_proof}
            viewing={over === 'proof'}
            onViewingChange={(viewing) => setOver(viewing ? 'proof' : null)}
            onReplace={editable && can('orders.proof') ? () => onReplaceProof(order) : undefined}
          />
          <InvoiceSendHistory
            orderId={order.id}
            onSend={
              allows('send', orderState(order)) && can('orders.send') ? () => onSend(order.id) : undefined
            }
          />
          <OrderRemindersSection orderId={order.id} shareable={editable} />
          <OrderPaymentsSection
            orderId={order.id}
            reviewable={editable && can('payments.review')}
            onShowProof={order.image_payment_proof ? () => setOver('proof') : undefined}
          />
          {editable && can('orders.pay') && (
            <PublishButtons order={order} onPublishWithReceipt={() => setOver('publish')} />
          )}
          <PublishDialog order={over === 'publish' ? order : null} onClose={() => setOver(null)} />
        </Stack>
      )}
    </Modal>
  );
}

// The read-only 'Data Order' dialog (spec 2.9): the order's facts (for a prorated upgrade also Total Prorate
// and Sisa Bayar, what is left to pay), its extra packages with prices, the proof image (payment-proof.tsx:
// click to see it at full size; 'Ganti bukti bayar' replaces it), its payments and their reviews
// (order-payments-section.tsx), the reminders sent and 'Kirim via WhatsApp' (order-reminders-section.tsx) and
// publish / unpublish by status; publish on an order that owes something asks what was received
// (publish-dialog.tsx). Status words and periods read as in the list (Baru/Lunas; dates without a time).
import { Badge, Button, Divider, Group, Loader, Modal, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { allows, orderState } from '@tagih/domain/order-lifecycle';
import { isProratedUpgrade } from '@tagih/domain/proration';
import { MoneyText } from '../../../components/money-text';
import { notifySuccess } from '../../../lib/notify';
import { orderDetailHooks, useChangeOrderStatus } from '../api/order-hooks';
import { InvoiceSendHistory } from '../invoice/invoice-send-history';
import { StatusBadge, UpgradedTo } from '../list/order-list-columns';
import { OrderPaymentsSection } from '../payments/order-payments-section';
import { OrderRemindersSection } from '../invoice/order-reminders-section';
import { OrderTaxSection } from './order-tax-section';
import { PaymentProof } from '../payments/payment-proof';
import { PublishDialog } from '../payments/publish-dialog';
import { reportActionError } from '../actions/report-error';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </Stack>
  );
}

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
  const changeStatus = useChangeOrderStatus();
  const order = detail.data && detail.data.id === orderId ? detail.data : undefined;
  // A window over this dialog (the proof at full size, the publish form) takes Escape while it is open.
  const [over, setOver] = useState<'proof' | 'publish' | null>(null);

  const setStatus = async (status: 0 | 1) => {
    if (!order) return;
    try {
      await changeStatus.mutateAsync({ id: order.id, status });
      notifySuccess('Updated!', 'Status has been updated');
    } catch (error) {
      reportActionError(error);
    }
  };

  const editable = order !== undefined && order.is_canceled === 0;
  const proratedUpgrade = order !== undefined && isProratedUpgrade(order);

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
          <Group gap="xs">
            <StatusBadge row={order} />
            {order.is_canceled === 1 && (
              <Badge color="red" variant="light" size="sm" tt="none">
                Dibatalkan
              </Badge>
            )}
          </Group>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
            <Field label="Company">{order.company.name_company}</Field>
            <Field label="Invoice Number">
              {order.invoice_number}
              <UpgradedTo row={order} />
            </Field>
            <Field label="User Package">{order.userPackages.name}</Field>
            <Field label="Package">{order.packages.name}</Field>
            <Field label="Total User">{order.total_user}</Field>
            <Field label="Total Harga">
              <MoneyText value={order.total_price} />
            </Field>
            {proratedUpgrade && (
              <>
                <Field label="Total Prorate">
                  <MoneyText value={order.total_prorate} />
                </Field>
                <Field label="Sisa Bayar">
                  <Text span fw={700} size="sm" data-testid="view-sisa-bayar">
                    <MoneyText value={order.sisa_bayar} />
                  </Text>
                </Field>
              </>
            )}
            <Field label="Start Period">{order.start_period}</Field>
            <Field label="End Period">{order.end_period}</Field>
          </SimpleGrid>
          <Field label="Remarks">{order.remarks || '-'}</Field>
          <OrderTaxSection order={order} />

          <Divider label="Extra Package" labelPosition="left" />
          {order.extra_package.length === 0 ? (
            <Text size="sm" c="dimmed">
              Tidak ada extra package.
            </Text>
          ) : (
            <Table withRowBorders={false} verticalSpacing={4}>
              <Table.Tbody>
                {order.extra_package.map((extra) => (
                  <Table.Tr key={extra.id}>
                    <Table.Td>{extra.name_extra_package}</Table.Td>
                    <Table.Td ta="right">
                      <MoneyText value={extra.price_extra_package} />
                      {extra.disc_extra_package !== '0' && (
                        <Text span size="xs" c="dimmed">
                          {' '}
                          (diskon <MoneyText value={extra.disc_extra_package} />)
                        </Text>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}

          <Divider label="Bukti Bayar" labelPosition="left" />
          {order.image_payment_proof ? (
            <PaymentProof
              src={order.image_payment_proof}
              viewing={over === 'proof'}
              onViewingChange={(viewing) => setOver(viewing ? 'proof' : null)}
              onReplace={editable ? () => onReplaceProof(order) : undefined}
            />
          ) : (
            <Text size="sm" c="dimmed">
              Belum ada bukti bayar.
            </Text>
          )}

          <InvoiceSendHistory
            orderId={order.id}
            onSend={allows('send', orderState(order)) ? () => onSend(order.id) : undefined}
          />
          <OrderRemindersSection orderId={order.id} shareable={editable} />
          <OrderPaymentsSection
            orderId={order.id}
            editable={editable}
            onShowProof={order.image_payment_proof ? () => setOver('proof') : undefined}
          />

          {editable && (order.status === 0 || order.status === 1) && (
            <Group justify="flex-end">
              {order.status === 0 ? (
                <Button
                  color="teal"
                  leftSection={<IconCircleCheck size={16} />}
                  loading={changeStatus.isPending}
                  onClick={() => (BigInt(order.balance_due) > 0n ? setOver('publish') : void setStatus(1))}
                >
                  publish
                </Button>
              ) : (
                <Button
                  color="orange"
                  variant="light"
                  leftSection={<IconCircleX size={16} />}
                  loading={changeStatus.isPending}
                  onClick={() => void setStatus(0)}
                >
                  unpublish
                </Button>
              )}
            </Group>
          )}
          <PublishDialog order={over === 'publish' ? order : null} onClose={() => setOver(null)} />
        </Stack>
      )}
    </Modal>
  );
}

// 'publish' and 'unpublish' at the foot of the 'Data Order' dialog, by the order's status (0 offers publish,
// 1 unpublish; a cancelled order neither). Publishing an order that still owes something first asks what was
// received (publish-dialog.tsx); otherwise the status changes at once.
import { Button, Group } from '@mantine/core';
import { IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import { notifySuccess } from '../../../lib/notify';
import { useChangeOrderStatus } from '../api/order-hooks';
import { reportActionError } from '../actions/report-error';

type PublishButtonsProps = {
  order: { id: number; status: number; balance_due: string };
  /** Opens the publish form, for an order that still owes something. */
  onPublishWithReceipt: () => void;
};

export function PublishButtons({ order, onPublishWithReceipt }: PublishButtonsProps) {
  const changeStatus = useChangeOrderStatus();

  const setStatus = async (status: 0 | 1) => {
    try {
      await changeStatus.mutateAsync({ id: order.id, status });
      notifySuccess('Updated!', 'Status has been updated');
    } catch (error) {
      reportActionError(error);
    }
  };

  if (order.status !== 0 && order.status !== 1) return null;
  return (
    <Group justify="flex-end">
      {order.status === 0 ? (
        <Button
          color="teal"
          leftSection={<IconCircleCheck size={16} />}
          loading={changeStatus.isPending}
          onClick={() => (BigInt(order.balance_due) > 0n ? onPublishWithReceipt() : void setStatus(1))}
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
  );
}

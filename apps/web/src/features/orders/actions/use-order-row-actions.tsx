// The order list's own row actions (spec 2.8), each offered exactly under the conditions of section 4
// (order-row-actions.ts): upload a proof, edit, view, download and send the invoice, cancel. Delete is the
// list page's own, offered by `offers.delete`. Each change names its permission too: the list page shows it
// only to a role holding it (issue 33).
import { IconBan, IconEye, IconFileInvoice, IconPencil, IconSend, IconUpload } from '@tabler/icons-react';
import type { OrderRow } from '@tagih/domain/schemas/order';
import { useLocation, useNavigate } from 'react-router';
import { confirmCancelOrder } from '../../../components/confirm-dialog';
import type { RowAction } from '../../../components/list-page';
import { paths } from '../../../config/paths';
import { listReturnState } from '../../../lib/list-return';
import { notifySuccess } from '../../../lib/notify';
import { fetchInvoiceLink, useCancelOrder } from '../api/order-hooks';
import { offers } from './order-row-actions';
import { reportActionError } from './report-error';

/** Opens the invoice in a new tab: the tab opens on the click (so no pop-up blocker stops it), then gets its signed address. */
async function openInvoice(row: OrderRow) {
  const tab = window.open('about:blank', '_blank');
  try {
    const link = await fetchInvoiceLink(row.id);
    if (tab) tab.location.href = link.url;
    else window.location.assign(link.url);
  } catch (error) {
    tab?.close();
    reportActionError(error);
  }
}

/** The windows the list page opens for a row. */
type RowWindows = {
  uploadProof: (row: OrderRow) => void;
  view: (row: OrderRow) => void;
  send: (row: OrderRow) => void;
};

export function useOrderRowActions(windows: RowWindows): RowAction<OrderRow>[] {
  const navigate = useNavigate();
  const location = useLocation();
  const cancel = useCancelOrder();

  const cancelOrder = async (row: OrderRow) => {
    if (!(await confirmCancelOrder())) return;
    try {
      await cancel.mutateAsync(row.id);
      notifySuccess('Order berhasil dicancel!');
    } catch (error) {
      reportActionError(error);
    }
  };

  return [
    {
      label: 'Upload payment proof',
      icon: <IconUpload size={18} />,
      color: 'teal',
      hidden: (row) => !offers.uploadProof(row),
      permission: 'orders.proof',
      onClick: windows.uploadProof,
    },
    {
      label: 'Edit',
      icon: <IconPencil size={18} />,
      hidden: (row) => !offers.edit(row),
      permission: 'orders.write',
      onClick: (row) => navigate(paths.orders.edit(row.id), { state: listReturnState(location.search) }),
    },
    { label: 'View', icon: <IconEye size={18} />, color: 'gray', onClick: windows.view },
    {
      label: 'Download invoice',
      icon: <IconFileInvoice size={18} />,
      color: 'indigo',
      hidden: (row) => !offers.invoice(row),
      onClick: (row) => void openInvoice(row),
    },
    {
      label: 'Send invoice',
      icon: <IconSend size={18} />,
      color: 'indigo',
      hidden: (row) => !offers.invoice(row),
      permission: 'orders.send',
      onClick: windows.send,
    },
    {
      label: 'Cancel order',
      icon: <IconBan size={18} />,
      color: 'orange',
      hidden: (row) => !offers.cancel(row),
      permission: 'orders.cancel',
      onClick: (row) => void cancelOrder(row),
    },
  ];
}

// Order list (spec 2.8): the columns of 'Data Order' and issue 20's additions (order-list-columns.tsx), and each
// row action offered exactly under the conditions of section 4 (order-row-actions.ts).
import { IconBan, IconEye, IconFileInvoice, IconPencil, IconSend, IconUpload } from '@tabler/icons-react';
import type { OrderRow } from '@tagih/domain/schemas/order';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { confirmCancelOrder } from '../../../components/confirm-dialog';
import { ListPage } from '../../../components/list-page';
import type { RowAction } from '../../../components/list-page';
import { paths } from '../../../config/paths';
import { listReturnState } from '../../../lib/list-return';
import { notifySuccess } from '../../../lib/notify';
import { fetchInvoiceLink, orderHooks, useCancelOrder } from '../api/order-hooks';
import { orderColumns, orderFilters } from './order-list-columns';
import { offers } from '../actions/order-row-actions';
import { OrderViewDialog } from '../view/order-view-dialog';
import { ProofUploadDialog } from '../payments/proof-upload-dialog';
import { reportActionError } from '../actions/report-error';
import { SendInvoiceDialog } from '../invoice/send-invoice-dialog';

type ProofTarget = {
  order: { id: number; invoice_number: string };
  title: 'Upload Bukti Bayar' | 'Edit Bukti Bayar';
};

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

export default function OrderListPage() {
  const navigate = useNavigate();
  const cancel = useCancelOrder();
  const [viewing, setViewing] = useState<number | null>(null);
  const [sending, setSending] = useState<number | null>(null);
  const [proof, setProof] = useState<ProofTarget | null>(null);

  const run = async (work: () => Promise<unknown>, success: string) => {
    try {
      await work();
      notifySuccess(success);
    } catch (error) {
      reportActionError(error);
    }
  };

  const location = useLocation();
  const rowActions: RowAction<OrderRow>[] = [
    {
      label: 'Upload payment proof',
      icon: <IconUpload size={18} />,
      color: 'teal',
      hidden: (row) => !offers.uploadProof(row),
      onClick: (row) => setProof({ order: row, title: 'Upload Bukti Bayar' }),
    },
    {
      label: 'Edit',
      icon: <IconPencil size={18} />,
      hidden: (row) => !offers.edit(row),
      onClick: (row) => navigate(paths.orders.edit(row.id), { state: listReturnState(location.search) }),
    },
    { label: 'View', icon: <IconEye size={18} />, color: 'gray', onClick: (row) => setViewing(row.id) },
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
      onClick: (row) => setSending(row.id),
    },
    {
      label: 'Cancel order',
      icon: <IconBan size={18} />,
      color: 'orange',
      hidden: (row) => !offers.cancel(row),
      onClick: (row) =>
        void (async () => {
          if (await confirmCancelOrder())
            await run(() => cancel.mutateAsync(row.id), 'Order berhasil dicancel!');
        })(),
    },
  ];

  return (
    <>
      <ListPage
        title="Data Order"
        section={paths.orders}
        resource={orderHooks}
        columns={orderColumns}
        filters={orderFilters}
        dense
        compactBelow="sm"
        rowActions={rowActions}
        canEdit={false}
        canDelete={offers.delete}
        searchPlaceholder="Perusahaan, invoice atau paket"
      />
      <OrderViewDialog
        orderId={viewing}
        onClose={() => setViewing(null)}
        onReplaceProof={(order) => setProof({ order, title: 'Edit Bukti Bayar' })}
        onSend={setSending}
      />
      <SendInvoiceDialog orderId={sending} onClose={() => setSending(null)} />
      <ProofUploadDialog
        title={proof?.title ?? 'Upload Bukti Bayar'}
        order={proof?.order ?? null}
        onClose={() => setProof(null)}
      />
    </>
  );
}

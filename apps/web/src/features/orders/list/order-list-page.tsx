// Order list (spec 2.8): the columns of 'Data Order' and issue 20's additions (order-list-columns.tsx), and each
// row action offered exactly under the conditions of section 4 (actions/use-order-row-actions.tsx), and the
// windows they open: the view dialog, 'Kirim Invoice' and the proof upload.
import { useState } from 'react';
import { ListPage } from '../../../components/list-page';
import { paths } from '../../../config/paths';
import { orderHooks } from '../api/order-hooks';
import { orderColumns, orderFilters } from './order-list-columns';
import { offers } from '../actions/order-row-actions';
import { useOrderRowActions } from '../actions/use-order-row-actions';
import { OrderViewDialog } from '../view/order-view-dialog';
import { ProofUploadDialog } from '../payments/proof-upload-dialog';
import { SendInvoiceDialog } from '../invoice/send-invoice-dialog';

type ProofTarget = {
  order: { id: number; invoice_number: string };
  title: 'Upload Bukti Bayar' | 'Edit Bukti Bayar';
};

export default function OrderListPage() {
  const [viewing, setViewing] = useState<number | null>(null);
  const [sending, setSending] = useState<number | null>(null);
  const [proof, setProof] = useState<ProofTarget | null>(null);
  const rowActions = useOrderRowActions({
    uploadProof: (row) => setProof({ order: row, title: 'Upload Bukti Bayar' }),
    view: (row) => setViewing(row.id),
    send: (row) => setSending(row.id),
  });

  return (
    <>
      <ListPage
        title="Data Order"
        section={paths.orders}
        writePermission="orders.write"
        deletePermission="orders.cancel"
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

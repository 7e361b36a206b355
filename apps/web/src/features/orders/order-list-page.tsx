// Order list (spec 2.8): the columns of 'Data Order', the NO/YES Canceled badge, and each row action offered
// exactly under the conditions of section 4 (order-row-actions.ts).
import { Badge, Text } from '@mantine/core';
import { IconBan, IconEye, IconFileInvoice, IconPencil, IconSend, IconUpload } from '@tabler/icons-react';
import type { OrderRow } from '@tagih/domain/schemas/order';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { confirmCancelOrder } from '../../components/confirm-dialog';
import { ListPage } from '../../components/list-page';
import type { ListColumn, RowAction } from '../../components/list-page';
import { paths } from '../../config/paths';
import { notifySuccess } from '../../lib/notify';
import { fetchInvoiceLink, orderHooks, useCancelOrder, useSendInvoice } from './api/order-hooks';
import { createdOn } from './order-dates';
import { offers } from './order-row-actions';
import { OrderViewDialog } from './order-view-dialog';
import { ProofUploadDialog } from './proof-upload-dialog';
import { reportActionError } from './report-error';

const NoWrap = ({ children }: { children: string }) => (
  <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
    {children}
  </Text>
);

const columns: ListColumn<OrderRow>[] = [
  { key: 'company', header: 'Nama Perusahaan', render: (row) => row.company.name_company },
  { key: 'start_period', header: 'Start Period', render: (row) => <NoWrap>{row.start_period}</NoWrap> },
  { key: 'end_period', header: 'End Period', render: (row) => <NoWrap>{row.end_period}</NoWrap> },
  {
    key: 'created_on',
    header: 'Created On',
    render: (row) => {
      const [date = '', time = ''] = createdOn(row.created_on).split(' ');
      return (
        <>
          <NoWrap>{date}</NoWrap>
          <Text size="xs" c="dimmed">
            {time}
          </Text>
        </>
      );
    },
  },
  { key: 'packages', header: 'Packages', render: (row) => row.packages.name },
  { key: 'invoice_number', header: 'Invoice Number', render: (row) => <NoWrap>{row.invoice_number}</NoWrap> },
  {
    key: 'is_canceled',
    header: 'Canceled',
    align: 'center',
    render: (row) =>
      row.is_canceled === 1 ? (
        <Badge color="red">YES</Badge>
      ) : (
        <Badge color="gray" variant="light">
          NO
        </Badge>
      ),
  },
];

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
  const send = useSendInvoice();
  const [viewing, setViewing] = useState<number | null>(null);
  const [proof, setProof] = useState<ProofTarget | null>(null);

  const run = async (work: () => Promise<unknown>, success: string) => {
    try {
      await work();
      notifySuccess(success);
    } catch (error) {
      reportActionError(error);
    }
  };

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
      onClick: (row) => navigate(paths.orders.edit(row.id)),
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
      onClick: (row) => void run(() => send.mutateAsync(row.id), 'Inv berhasil dikirim!'),
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
        columns={columns}
        rowActions={rowActions}
        canEdit={false}
        canDelete={offers.delete}
        searchPlaceholder="Perusahaan, invoice atau paket"
      />
      <OrderViewDialog
        orderId={viewing}
        onClose={() => setViewing(null)}
        onReplaceProof={(order) => setProof({ order, title: 'Edit Bukti Bayar' })}
      />
      <ProofUploadDialog
        title={proof?.title ?? 'Upload Bukti Bayar'}
        order={proof?.order ?? null}
        onClose={() => setProof(null)}
      />
    </>
  );
}

// 'Pembayaran' (issue 30): every payment received across orders, newest received first, filtered by the days
// received and the company, with the totals of the whole filter under the table and its export.
import { ListPage } from '../../components/list-page';
import { paths } from '../../config/paths';
import { useListAddress } from '../../lib/use-list-address';
import { PAYMENT_FILTER_KEYS, paymentsReceivedResource } from './api/payments-received-hooks';
import { paymentColumns, paymentFilters, paymentTotals } from './payment-received-columns';

export default function PaymentsReceivedPage() {
  // The same query the list page asks with, so this reads the page it already holds (totals included).
  const { query } = useListAddress(PAYMENT_FILTER_KEYS);
  const totals = paymentsReceivedResource.useList(query).data?.totals;
  return (
    <ListPage
      title="Pembayaran"
      section={paths.paymentsReceived}
      writePermission={null}
      resource={paymentsReceivedResource}
      columns={paymentColumns}
      filters={paymentFilters}
      canCreate={false}
      canEdit={false}
      canDelete={false}
      searchable={false}
      compactBelow="sm"
      totalsRow={totals ? paymentTotals(totals) : undefined}
    />
  );
}

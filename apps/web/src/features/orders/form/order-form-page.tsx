// 'Form Order' (spec 2.10) for create and edit, on the shared form frame: load, validate with the API's
// schema, save, 422 messages under their fields. An upgrade whose Sisa Bayar is negative (the customer's
// credit) is saved only once the clerk confirms that credit, and a new order for a company and product already
// subscribed once the clerk confirms the overlap (order-overlap.ts). After a create, it says so when the previewed
// invoice number was taken meanwhile and the order got another.
import { todayInJakarta } from '@tagih/domain/dates';
import { formatRupiah } from '@tagih/domain/money';
import type { OrderDetail, OrderInput } from '@tagih/domain/schemas/order';
import { useRef } from 'react';
import { useNavigate } from 'react-router';
import { confirmAction } from '../../../components/confirm-dialog';
import { FormPage } from '../../../components/form-page';
import { paths } from '../../../config/paths';
import { useListReturnPath } from '../../../lib/list-return';
import { notifyWarning } from '../../../lib/notify';
import { orderDetailHooks } from '../api/order-hooks';
import { OrderFormFields } from './order-form-fields';
import { formFigures } from './order-form-pricing';
import { confirmOverlap } from './order-overlap';
import { initialOrderValues, orderFormSchema, orderToValues, toOrderPayload } from './order-form-values';
import type { OrderFormValues } from './order-form-values';

/**
 * Asks before an upgrade that leaves the customer a credit (Sisa Bayar below 0) is saved; anything else saves
 * at once. The figure is the form's own (orderFigures, priced on the day the server prices it).
 */
async function confirmCredit(values: OrderFormValues, record: OrderDetail | undefined): Promise<boolean> {
  const sisaBayar = formFigures(values, record?.start_period ?? todayInJakarta())?.upgrade?.sisa_bayar;
  if (sisaBayar === undefined || sisaBayar >= 0n) return true;
  return confirmAction({
    title: 'Sisa Bayar negatif',
    text: `Upgrade ini memberi pelanggan kredit ${formatRupiah(-sisaBayar)}: tidak ada yang ditagih, dan kredit itu diperhitungkan pada tagihan berikutnya. Simpan order ini?`,
    confirmLabel: 'Ya, simpan dengan kredit',
  });
}

export default function OrderFormPage() {
  const navigate = useNavigate();
  const listPath = useListReturnPath(paths.orders.list);
  const previewShown = useRef(''); // the number the form showed when it was saved
  return (
    <FormPage<OrderFormValues, OrderDetail, OrderInput>
      title="Form Order"
      section={paths.orders}
      resource={orderDetailHooks}
      schema={orderFormSchema}
      initialValues={initialOrderValues()}
      toValues={orderToValues}
      confirmSave={async (values, record) =>
        (await confirmCredit(values, record)) && (await confirmOverlap(values, record))
      }
      toPayload={(values) => {
        previewShown.current = values.invoice_number;
        return toOrderPayload(values);
      }}
      onSaved={(saved, mode) => {
        if (
          mode === 'create' &&
          saved &&
          previewShown.current &&
          saved.invoice_number !== previewShown.current
        ) {
          notifyWarning(
            'Nomor invoice berubah',
            `Nomor ${previewShown.current} sudah terpakai; order ini mendapat nomor ${saved.invoice_number}.`,
          );
        }
        navigate(listPath);
      }}
      maxWidth={880}
    >
      {(form, { isEdit, record }) => <OrderFormFields form={form} isEdit={isEdit} record={record} />}
    </FormPage>
  );
}

// 'Form Order' (spec 2.10) for create and edit, on the shared form frame: load, validate with the API's
// schema, save, 422 messages under their fields. After a create, it says so when the previewed invoice number
// was taken meanwhile and the order got another.
import type { OrderDetail, OrderInput } from '@tagih/domain/schemas/order';
import { useRef } from 'react';
import { useNavigate } from 'react-router';
import { FormPage } from '../../components/form-page';
import { paths } from '../../config/paths';
import { useListReturnPath } from '../../lib/list-return';
import { notifyWarning } from '../../lib/notify';
import { orderDetailHooks } from './api/order-hooks';
import { OrderFormFields } from './order-form-fields';
import { initialOrderValues, orderFormSchema, orderToValues, toOrderPayload } from './order-form-values';
import type { OrderFormValues } from './order-form-values';

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

// The priced fields of the order form (spec 2.10): Select Product, Select User Package x Quantity and Select
// Storage Package x Quantity, each with its price, and Select AddOn. Choosing a product puts its add-ons in
// place of the previous product's.
import { Grid, NumberInput, Stack, Text, type NumberInputProps } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { OrderFigures } from '@tagih/domain/order-figures';
import { MAX_ORDER_QUANTITY } from '@tagih/domain/schemas/order';
import type { ReactNode } from 'react';
import { SearchMultiSelect, SearchSelect } from '../../../components/search-select';
import type { ChosenItem, OrderFormValues } from './order-form-values';
import { lineHints } from './order-line-hints';

type CatalogueRow = { id: number; name: string; price: string; total_user?: number };

/** The quantity beside the user package and the storage package: a whole number from 1. */
function QuantityInput(props: NumberInputProps) {
  return (
    <NumberInput
      label="Quantity"
      min={1}
      max={MAX_ORDER_QUANTITY}
      allowDecimal={false}
      clampBehavior="none"
      allowNegative={false}
      {...props}
    />
  );
}

/** The hint lines under a priced field: 'price x qty x months = amount', then each discount on its own line. */
function PriceNote({ lines, extra, testId }: { lines: string[]; extra?: ReactNode; testId: string }) {
  return (
    <Stack gap={0} mt={4} data-testid={testId}>
      {lines.map((line, index) => (
        <Text key={line} size="xs" c="dimmed" data-testid={`${testId}-line`}>
          {line}
          {index === 0 && extra}
        </Text>
      ))}
    </Stack>
  );
}

type OrderForm = UseFormReturnType<OrderFormValues>;
type LineHints = ReturnType<typeof lineHints>;

const option = (item: ChosenItem | null) => (item ? [{ value: String(item.id), label: item.name }] : []);

/** Select User Package x Quantity, the line's price under them with the users it gives. */
function UserPackageField({ form, hints }: { form: OrderForm; hints: LineHints }) {
  const { chosen } = form.values;
  return (
    <>
      <Grid gap="sm">
        <Grid.Col span={{ base: 12, sm: 8 }}>
          <SearchSelect<CatalogueRow>
            label="Select User Package"
            withAsterisk
            placeholder="Cari user package"
            base="/user-packages"
            value={form.values.id_user_package}
            initialOptions={option(chosen.userPackage)}
            error={form.errors.id_user_package}
            onChange={(value, row) => {
              form.setFieldValue('id_user_package', value);
              if (!value) form.setFieldValue('chosen.userPackage', null);
              else if (row)
                form.setFieldValue('chosen.userPackage', {
                  id: row.id,
                  name: row.name,
                  price: row.price,
                  total_user: row.total_user ?? 0,
                });
            }}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <QuantityInput {...form.getInputProps('qty_user_package')} />
        </Grid.Col>
      </Grid>
      <PriceNote
        testId="user-package-price"
        lines={hints.userPackage}
        extra={
          chosen.userPackage &&
          ` (total ${chosen.userPackage.total_user * (Number(form.values.qty_user_package) || 0)} user)`
        }
      />
    </>
  );
}

/** Select Storage Package x Quantity (optional), the line's price under them. */
function StorageField({ form, hints }: { form: OrderForm; hints: LineHints }) {
  const { chosen } = form.values;
  return (
    <>
      <Grid gap="sm">
        <Grid.Col span={{ base: 12, sm: 8 }}>
          <SearchSelect<CatalogueRow>
            label="Select Storage Package"
            placeholder="Cari storage (opsional)"
            base="/user-storages"
            value={form.values.id_storage_package}
            initialOptions={option(chosen.storage)}
            error={form.errors.id_storage_package}
            onChange={(value, row) => {
              form.setFieldValue('id_storage_package', value);
              if (!value) form.setFieldValue('chosen.storage', null);
              else if (row)
                form.setFieldValue('chosen.storage', { id: row.id, name: row.name, price: row.price });
            }}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <QuantityInput {...form.getInputProps('qty_storage_package')} />
        </Grid.Col>
      </Grid>
      <PriceNote testId="storage-price" lines={hints.storage} />
    </>
  );
}

type CatalogueFieldsProps = {
  form: OrderForm;
  figures: OrderFigures | null;
  /** An upgrade keeps the previous order's product. */
  isUpgrade: boolean;
  onProductChosen: (id: string | null, row: CatalogueRow | null) => void;
};

export function OrderCatalogueFields({ form, figures, isUpgrade, onProductChosen }: CatalogueFieldsProps) {
  const hints = lineHints(form.values, figures);
  return (
    <>
      <div>
        <SearchSelect<CatalogueRow>
          label="Select Product"
          withAsterisk
          placeholder="Cari product"
          base="/product-items"
          value={form.values.id_product_item}
          initialOptions={option(form.values.chosen.product)}
          readOnly={isUpgrade}
          variant={isUpgrade ? 'filled' : 'default'}
          clearable={!isUpgrade}
          error={form.errors.id_product_item}
          onChange={onProductChosen}
        />
        <PriceNote testId="product-price" lines={hints.product} />
      </div>
      <UserPackageField form={form} hints={hints} />
      <StorageField form={form} hints={hints} />
    </>
  );
}

export function AddOnField({ form }: { form: OrderForm }) {
  const { chosen } = form.values;
  return (
    <SearchMultiSelect<CatalogueRow>
      label="Select AddOn"
      placeholder="Cari add on"
      base="/add-ons"
      accepts={(row) => chosen.product?.addOnIds.includes(row.id) ?? false}
      nothingFoundMessage={chosen.product ? undefined : 'Pilih product terlebih dahulu'}
      value={form.values.array_addon}
      initialOptions={chosen.addOns.map((addOn) => ({ value: String(addOn.id), label: addOn.name }))}
      error={form.errors.array_addon}
      onChange={(values, rows) => {
        const known = new Map(chosen.addOns.map((addOn) => [addOn.id, addOn]));
        for (const row of rows) if (row) known.set(row.id, { id: row.id, name: row.name, price: row.price });
        form.setFieldValue('chosen.addOns', [...known.values()]);
        form.setFieldValue('array_addon', values);
      }}
    />
  );
}

// The repeating 'Select Extra Charge' rows of the order form (spec 2.10): each with its price, a Hapus button
// and a Tambah button below; the rows are mirrored in the browser's local storage under 'Remarks'.
import { Button, Grid, Group, Stack, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useEffect } from 'react';
import { MoneyText } from '../../../components/money-text';
import { SearchSelect } from '../../../components/search-select';
import { emptyExtraRow } from './order-form-values';
import type { OrderFormValues } from './order-form-values';

/** The local-storage key of the extra-charge rows (spec 2.10). */
export const EXTRA_ROWS_STORAGE_KEY = 'Remarks';

type ExtraPackageRow = { id: number; name: string; price: string };

function mirror(rows: OrderFormValues['extra_package']) {
  try {
    const saved = rows.map((row) => ({
      id_extra_package: row.id_extra_package,
      name_extra_package: row.name,
      price_extra_package: row.price,
      disc_extra_package: row.disc_extra_package,
    }));
    window.localStorage.setItem(EXTRA_ROWS_STORAGE_KEY, JSON.stringify(saved));
  } catch {
    // storage disabled: the form works without the mirror
  }
}

export function ExtraChargeRows({ form }: { form: UseFormReturnType<OrderFormValues> }) {
  const rows = form.values.extra_package;
  useEffect(() => mirror(rows), [rows]);

  const remove = (index: number) => {
    if (rows.length === 1) form.setFieldValue('extra_package', [emptyExtraRow()]);
    else form.removeListItem('extra_package', index);
  };

  return (
    <Stack gap="xs">
      {rows.map((row, index) => (
        <Grid key={row.key} align="flex-end" gap="sm">
          <Grid.Col span={{ base: 12, sm: 7 }}>
            <SearchSelect<ExtraPackageRow>
              label={index === 0 ? 'Select Extra Charge' : undefined}
              aria-label={`Select Extra Charge ${index + 1}`}
              placeholder="Cari extra charge"
              base="/extra-packages"
              value={row.id_extra_package}
              initialOptions={row.id_extra_package ? [{ value: row.id_extra_package, label: row.name }] : []}
              error={form.errors[`extra_package.${index}.id_extra_package`]}
              onChange={(value, picked) => {
                form.setFieldValue(`extra_package.${index}`, {
                  ...row,
                  id_extra_package: value,
                  name: picked?.name ?? (value ? row.name : ''),
                  price: picked?.price ?? (value ? row.price : null),
                });
              }}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 8, sm: 3 }}>
            <Text
              size="sm"
              c={row.price === null ? 'dimmed' : undefined}
              pb={8}
              data-testid={`extra-price-${index}`}
            >
              {row.price === null ? 'Rp. -' : <MoneyText value={row.price} />}
            </Text>
          </Grid.Col>
          <Grid.Col span={{ base: 4, sm: 2 }}>
            <Button
              variant="light"
              color="red"
              fullWidth
              leftSection={<IconTrash size={14} />}
              onClick={() => remove(index)}
              aria-label={`Hapus extra charge ${index + 1}`}
            >
              Hapus
            </Button>
          </Grid.Col>
        </Grid>
      ))}
      <Group>
        <Button
          variant="light"
          size="xs"
          leftSection={<IconPlus size={14} />}
          onClick={() => form.insertListItem('extra_package', emptyExtraRow())}
        >
          Tambah
        </Button>
      </Group>
    </Stack>
  );
}

// The 'Nominal Persen' rows of a percent voucher (spec 2.17): up to 2 whole percents of 3 digits, 'Tambah'
// only on the last row while there are fewer than 2, 'Hapus' whenever there is more than one.
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { MAX_PERCENT_TIERS, PERCENT_DIGITS } from '@tagih/domain/money';
import type { VoucherFormValues } from './voucher-form-values';

type Props = { form: UseFormReturnType<VoucherFormValues> };

export function PercentRows({ form }: Props) {
  const { nominal } = form.getValues();
  const rows = Array.isArray(nominal) ? nominal : [];
  const listError = form.errors.nominal;

  return (
    <Stack gap="xs">
      {rows.map((_, index) => {
        const field = `nominal.${index}`;
        const input = form.getInputProps(field);
        return (
          // Rows have no identity of their own beyond their position.
          <Group key={index} align="flex-start" gap="xs" wrap="nowrap">
            <TextInput
              label="Nominal Persen"
              withAsterisk
              w={160}
              inputMode="numeric"
              maxLength={PERCENT_DIGITS}
              rightSection="%"
              {...input}
              onChange={(event) =>
                form.setFieldValue(
                  field,
                  event.currentTarget.value.replace(/\D/g, '').slice(0, PERCENT_DIGITS),
                )
              }
            />
            <Group gap="xs" mt={25} wrap="nowrap">
              {index === rows.length - 1 && rows.length < MAX_PERCENT_TIERS && (
                <Button
                  variant="light"
                  leftSection={<IconPlus size={16} />}
                  onClick={() => form.insertListItem('nominal', '')}
                >
                  Tambah
                </Button>
              )}
              {rows.length > 1 && (
                <Button
                  variant="light"
                  color="red"
                  leftSection={<IconTrash size={16} />}
                  onClick={() => form.removeListItem('nominal', index)}
                >
                  Hapus
                </Button>
              )}
            </Group>
          </Group>
        );
      })}
      {listError && (
        <Text size="sm" c="red">
          {listError}
        </Text>
      )}
    </Stack>
  );
}

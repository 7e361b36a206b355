// The module and sub-module pricing picker of the product item and add-on forms (spec 2.12, 2.13), written
// once: a multi-select of reference modules; per chosen module, under its heading, each sub-module with a
// checkbox, 'Price (Rp)' and disc inputs (9 digits) and its Total; the list in a box of at most 400px.
import {
  Alert,
  Box,
  Checkbox,
  Group,
  Loader,
  MultiSelect,
  ScrollArea,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { formatRupiah, SUBMODULE_PRICE_DIGITS } from '@tagih/domain/money';
import { MODULE_HEADINGS } from '@tagih/domain/schemas/ref-module';
import type { SubModule } from '@tagih/domain/schemas/ref-module';
import { submoduleRowTotal } from '@tagih/domain/submodule-totals';
import { MoneyInput } from '../money-input';
import { selectionTotals } from './submodule-selection';
import type { SubmoduleRowState, SubmoduleSelection } from './submodule-selection';
import { useRefModules, useSubModulesOf } from './use-submodule-data';

export type SubmodulePickerProps = {
  value: SubmoduleSelection;
  onChange: (next: SubmoduleSelection) => void;
  /** Messages for the rows (the schema's and the server's), shown under the box. */
  errors?: string[];
};

/** Spec section 2.5 display: 'Rp.' + grouping; a row with unreadable input shows 0. */
function rowTotal(row: SubmoduleRowState | undefined): string {
  try {
    return formatRupiah(submoduleRowTotal(row?.price, row?.disc));
  } catch {
    return formatRupiah(0);
  }
}

export function SubmodulePicker({ value, onChange, errors = [] }: SubmodulePickerProps) {
  const modules = useRefModules();
  const chosenIds = value.modules.map(Number).sort((a, b) => a - b);
  const subModules = useSubModulesOf(chosenIds);
  const { total, totalDisc } = selectionTotals(value);

  const edit = (subModule: SubModule, change: Partial<SubmoduleRowState>) => {
    const current = value.rows[String(subModule.id)] ?? {
      id: subModule.id,
      name: subModule.name,
      submodule: subModule.ref_module_id,
      checked: false,
      price: '',
      disc: '',
    };
    const next = { ...current, ...change };
    // Typing a price ticks the row: a priced sub-module the user forgot to tick would silently not be saved.
    if (change.price !== undefined && change.price !== '' && change.checked === undefined)
      next.checked = true;
    onChange({ ...value, rows: { ...value.rows, [String(subModule.id)]: next } });
  };

  return (
    <Stack gap="sm">
      <MultiSelect
        label="Ref Module"
        placeholder={value.modules.length === 0 ? 'Pilih module' : undefined}
        data={(modules.data?.data ?? []).map((module) => ({ value: String(module.id), label: module.name }))}
        value={value.modules}
        onChange={(next) => onChange({ ...value, modules: next })}
        rightSection={modules.isFetching ? <Loader size={16} /> : undefined}
        searchable
        clearable
      />
      <Box
        style={{
          border: '1px solid var(--mantine-color-default-border)',
          borderRadius: 'var(--mantine-radius-md)',
        }}
      >
        {chosenIds.length > 0 && (
          <Group
            gap="sm"
            wrap="nowrap"
            px="sm"
            py={6}
            pr={26}
            bg="gray.0"
            style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
            aria-hidden
          >
            <Text flex={1} miw={160} size="xs" fw={700} c="dimmed">
              Sub Module
            </Text>
            <Text w={150} size="xs" fw={700} c="dimmed">
              Price (Rp)
            </Text>
            <Text w={130} size="xs" fw={700} c="dimmed">
              Disc (Rp)
            </Text>
            <Text w={130} size="xs" fw={700} c="dimmed" ta="right">
              Total
            </Text>
          </Group>
        )}
        <ScrollArea.Autosize mah={400} type="auto" offsetScrollbars>
          <Stack gap="md" p="sm">
            {chosenIds.length === 0 && (
              <Text c="dimmed" size="sm" ta="center" py="md">
                Pilih Ref Module untuk menampilkan sub-module.
              </Text>
            )}
            {chosenIds.map((moduleId, index) => {
              const query = subModules[index];
              const heading =
                MODULE_HEADINGS[moduleId] ??
                modules.data?.data.find((module) => module.id === moduleId)?.name ??
                `Module ${moduleId}`;
              return (
                <Stack key={moduleId} gap={6}>
                  <Title order={5} c="blue.8">
                    {heading}
                  </Title>
                  {query?.isPending && <Loader size="sm" />}
                  {query?.isError && (
                    <Alert color="red" variant="light" p="xs">
                      Gagal memuat sub-module.
                    </Alert>
                  )}
                  {(query?.data ?? []).map((subModule) => {
                    const row = value.rows[String(subModule.id)];
                    return (
                      <Group key={subModule.id} gap="sm" wrap="nowrap" align="center">
                        <Checkbox
                          flex={1}
                          miw={160}
                          value={String(subModule.id)}
                          label={subModule.name}
                          checked={row?.checked ?? false}
                          onChange={(event) => edit(subModule, { checked: event.currentTarget.checked })}
                        />
                        <MoneyInput
                          w={150}
                          size="xs"
                          aria-label={`Price (Rp) ${subModule.name}`}
                          placeholder="0"
                          maxDigits={SUBMODULE_PRICE_DIGITS}
                          value={row?.price ?? ''}
                          onChange={(price) => edit(subModule, { price })}
                        />
                        <MoneyInput
                          w={130}
                          size="xs"
                          aria-label={`Disc (Rp) ${subModule.name}`}
                          placeholder="0"
                          maxDigits={SUBMODULE_PRICE_DIGITS}
                          value={row?.disc ?? ''}
                          onChange={(disc) => edit(subModule, { disc })}
                        />
                        <Text
                          w={130}
                          ta="right"
                          size="sm"
                          fw={500}
                          aria-label={`Total ${subModule.name}`}
                          style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}
                        >
                          {rowTotal(row)}
                        </Text>
                      </Group>
                    );
                  })}
                </Stack>
              );
            })}
          </Stack>
        </ScrollArea.Autosize>
      </Box>
      {errors.map((message) => (
        <Text key={message} c="red" size="sm" role="alert">
          {message}
        </Text>
      ))}
      <Group justify="flex-end" gap="xl">
        <Text size="sm">
          Total Disc: <b data-testid="submodule-total-disc">{formatRupiah(totalDisc)}</b>
        </Text>
        <Text size="sm">
          Total: <b data-testid="submodule-total">{formatRupiah(total)}</b>
        </Text>
      </Group>
    </Stack>
  );
}

// The module and sub-module pricing picker of the product item and add-on forms (spec 2.12, 2.13), written
// once: a multi-select of reference modules; per chosen module, under its heading, each sub-module with a
// checkbox, 'Price (Rp)' and disc inputs (9 digits) and its Total (submodule-rows.tsx); the list in a box of
// at most 400px.
import { Box, Group, Loader, MultiSelect, ScrollArea, Stack, Text } from '@mantine/core';
import { formatRupiah } from '@tagih/domain/money';
import { MODULE_HEADINGS } from '@tagih/domain/schemas/ref-module';
import type { SubModule } from '@tagih/domain/schemas/ref-module';
import { ModuleSubmodules, SubmoduleColumnHeads } from './submodule-rows';
import { selectionTotals, withRowChange } from './submodule-selection';
import type { SubmoduleRowState, SubmoduleSelection } from './submodule-selection';
import { useRefModules, useSubModulesOf } from './use-submodule-data';

export type SubmodulePickerProps = {
  value: SubmoduleSelection;
  onChange: (next: SubmoduleSelection) => void;
  /** Messages for the rows (the schema's and the server's), shown under the box. */
  errors?: string[];
};

export function SubmodulePicker({ value, onChange, errors = [] }: SubmodulePickerProps) {
  const modules = useRefModules();
  const chosenIds = value.modules.map(Number).sort((a, b) => a - b);
  const subModules = useSubModulesOf(chosenIds);
  const { total, totalDisc } = selectionTotals(value);
  const edit = (subModule: SubModule, change: Partial<SubmoduleRowState>) =>
    onChange(withRowChange(value, subModule, change));
  const headingOf = (moduleId: number) =>
    MODULE_HEADINGS[moduleId] ??
    modules.data?.data.find((module) => module.id === moduleId)?.name ??
    `Module ${moduleId}`;

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
        {chosenIds.length > 0 && <SubmoduleColumnHeads />}
        <ScrollArea.Autosize mah={400} type="auto" offsetScrollbars>
          <Stack gap="md" p="sm">
            {chosenIds.length === 0 && (
              <Text c="dimmed" size="sm" ta="center" py="md">
                Pilih Ref Module untuk menampilkan sub-module.
              </Text>
            )}
            {chosenIds.map((moduleId, index) => (
              <ModuleSubmodules
                key={moduleId}
                heading={headingOf(moduleId)}
                query={subModules[index]}
                rows={value.rows}
                edit={edit}
              />
            ))}
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

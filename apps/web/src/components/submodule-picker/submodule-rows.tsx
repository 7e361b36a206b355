// The rows of the sub-module picker: the column heads over the box, and per chosen module its heading and
// each sub-module with its checkbox, 'Price (Rp)' and 'Disc (Rp)' inputs (9 digits) and its Total.
import { Alert, Checkbox, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { formatRupiah, SUBMODULE_PRICE_DIGITS } from '@tagih/domain/money';
import type { SubModule } from '@tagih/domain/schemas/ref-module';
import { submoduleRowTotal } from '@tagih/domain/submodule-totals';
import { MoneyInput } from '../money-input';
import type { SubmoduleRowState } from './submodule-selection';

/** Spec section 2.5 display: 'Rp.' + grouping; a row with unreadable input shows 0. */
function rowTotal(row: SubmoduleRowState | undefined): string {
  try {
    return formatRupiah(submoduleRowTotal(row?.price, row?.disc));
  } catch {
    return formatRupiah(0);
  }
}

/** The heads of the columns, above the scrolled box (each input also names itself for screen readers). */
export function SubmoduleColumnHeads() {
  return (
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
  );
}

type RowEdit = (subModule: SubModule, change: Partial<SubmoduleRowState>) => void;

function SubmoduleRow({
  subModule,
  row,
  edit,
}: {
  subModule: SubModule;
  row?: SubmoduleRowState;
  edit: RowEdit;
}) {
  return (
    <Group gap="sm" wrap="nowrap" align="center">
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
}

type ModuleSubmodulesProps = {
  heading: string;
  /** The module's sub-modules as fetched (undefined before the fetch starts). */
  query: { isPending: boolean; isError: boolean; data?: SubModule[] } | undefined;
  rows: Record<string, SubmoduleRowState>;
  edit: RowEdit;
};

/** One chosen module: its heading, then its sub-modules (a spinner while they load, a message if they fail). */
export function ModuleSubmodules({ heading, query, rows, edit }: ModuleSubmodulesProps) {
  return (
    <Stack gap={6}>
      <Title order={5} c="blue.8">
        {heading}
      </Title>
      {query?.isPending && <Loader size="sm" />}
      {query?.isError && (
        <Alert color="red" variant="light" p="xs">
          Gagal memuat sub-module.
        </Alert>
      )}
      {(query?.data ?? []).map((subModule) => (
        <SubmoduleRow key={subModule.id} subModule={subModule} row={rows[String(subModule.id)]} edit={edit} />
      ))}
    </Stack>
  );
}

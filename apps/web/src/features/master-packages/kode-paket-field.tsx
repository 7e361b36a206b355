// Kode Paket (spec 2.18; decisions.md "The ledger"): automatic by default, read-only, showing the next
// generated code on create (a preview: the server assigns the code when it stores, so none is sent) and the
// stored code on edit (sent back unchanged). The pencil switches to manual entry (hint 'Input manual kode'),
// where the typed code is sent as it is; switching back returns to the automatic code.
import { ActionIcon, TextInput, Tooltip } from '@mantine/core';
import { IconPencil, IconPencilOff } from '@tabler/icons-react';
import { KODE_PAKET_MAX } from '@tagih/domain/schemas/master-package';
import { useKodePaketPreview } from './api/use-kode-paket-preview';

type KodePaketFieldProps = {
  isEdit: boolean;
  /** The stored code in edit mode. */
  storedCode: string | undefined;
  manual: boolean;
  /** The code to send: typed (manual), stored (edit) or '' (create, automatic). */
  value: string;
  onChange: (change: { manual: boolean; code: string }) => void;
  error?: string;
};

export function KodePaketField({ isEdit, storedCode, manual, value, onChange, error }: KodePaketFieldProps) {
  const preview = useKodePaketPreview(!isEdit && !manual);
  const automaticCode = isEdit ? (storedCode ?? '') : '';
  const shown = manual || isEdit ? value : (preview.data ?? '');

  const toggle = () =>
    onChange(manual ? { manual: false, code: automaticCode } : { manual: true, code: isEdit ? value : '' });

  return (
    <TextInput
      label="Kode Paket"
      withAsterisk
      readOnly={!manual}
      maxLength={KODE_PAKET_MAX}
      placeholder={manual ? 'Input manual kode' : preview.isFetching ? 'Memuat kode...' : undefined}
      description={manual ? 'Input manual kode' : isEdit ? undefined : 'Dibuat otomatis saat disimpan'}
      value={shown}
      onChange={(event) => onChange({ manual, code: event.currentTarget.value })}
      error={error}
      styles={manual ? undefined : { input: { backgroundColor: 'var(--mantine-color-gray-0)' } }}
      rightSection={
        <Tooltip label={manual ? 'Kode otomatis' : 'Input manual kode'} withArrow>
          <ActionIcon
            variant="subtle"
            aria-label={manual ? 'Kode otomatis' : 'Input manual kode'}
            aria-pressed={manual}
            onClick={toggle}
          >
            {manual ? <IconPencilOff size={16} /> : <IconPencil size={16} />}
          </ActionIcon>
        </Tooltip>
      }
    />
  );
}

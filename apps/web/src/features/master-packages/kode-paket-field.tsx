// Kode Paket (spec 2.18): on create the next generated code, read-only; the pencil switches to manual entry
// (hint 'Input manual kode') and back. On edit the stored code, changed only after the pencil.
import { ActionIcon, TextInput, Tooltip } from '@mantine/core';
import { IconPencil, IconPencilOff } from '@tabler/icons-react';
import { KODE_PAKET_MAX } from '@tagih/domain/schemas/master-package';
import { useEffect, useState } from 'react';
import { useKodePaketPreview } from './api/use-kode-paket-preview';

type KodePaketFieldProps = {
  isEdit: boolean;
  /** The stored code in edit mode. */
  storedCode: string | undefined;
  value: string;
  onChange: (code: string) => void;
  error?: string;
};

export function KodePaketField({ isEdit, storedCode, value, onChange, error }: KodePaketFieldProps) {
  const [manual, setManual] = useState(false);
  const preview = useKodePaketPreview(!isEdit);
  const automaticCode = isEdit ? (storedCode ?? '') : (preview.data ?? '');

  // While automatic, the field shows the generated (or stored) code as soon as it is known.
  useEffect(() => {
    if (!manual && automaticCode !== '' && value !== automaticCode) onChange(automaticCode);
  }, [manual, automaticCode]); // follow the code, not every keystroke

  const toggle = () => {
    const next = !manual;
    setManual(next);
    onChange(next ? (isEdit ? automaticCode : '') : automaticCode);
  };

  return (
    <TextInput
      label="Kode Paket"
      withAsterisk
      readOnly={!manual}
      maxLength={KODE_PAKET_MAX}
      placeholder={manual ? 'Input manual kode' : preview.isFetching ? 'Memuat kode...' : undefined}
      description={manual ? 'Input manual kode' : isEdit ? undefined : 'Dibuat otomatis saat disimpan'}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      error={error}
      styles={manual ? undefined : { input: { backgroundColor: 'var(--mantine-color-gray-0)' } }}
      rightSection={
        <Tooltip label={manual ? 'Kode otomatis' : 'Input manual kode'} withArrow>
          <ActionIcon variant="subtle" aria-label={manual ? 'Kode otomatis' : 'Input manual kode'} aria-pressed={manual} onClick={toggle}>
            {manual ? <IconPencilOff size={16} /> : <IconPencil size={16} />}
          </ActionIcon>
        </Tooltip>
      }
    />
  );
}

// The 'Setting Pajak' form's state: the settings as loaded become a draft the clerk edits, 'Simpan' sends it
// whole and takes the saved settings back as the new draft; a 422's messages are kept by field.
import type { TaxSettings, TaxSettingsInput } from '@tagih/domain/schemas/tax';
import { useEffect, useState } from 'react';
import { isApiError, type FieldErrors } from '../../lib/api-errors';
import { notifySuccess } from '../../lib/notify';
import { useSaveTaxSettings, useTaxSettings } from './api/tax-settings';

export type TaxDraft = Required<{ [K in keyof TaxSettingsInput]: NonNullable<TaxSettingsInput[K]> }>;

/** The settings as the form edits them (no NPWP or NITKU yet: empty text; the PPh 23 rate as typed, '2'). */
function draftOf(settings: TaxSettings): TaxDraft {
  const { is_pkp, ppn_rate, dpp_rule, seller_npwp, seller_nitku, pph23_rate } = settings;
  return {
    is_pkp,
    ppn_rate,
    dpp_rule,
    seller_npwp: seller_npwp ?? '',
    seller_nitku: seller_nitku ?? '',
    pph23_rate,
  };
}

export function useTaxSettingsDraft() {
  const settings = useTaxSettings();
  const save = useSaveTaxSettings();
  const [draft, setDraft] = useState<TaxDraft | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});

  useEffect(() => {
    if (!settings.data || draft) return;
    setDraft(draftOf(settings.data));
  }, [settings.data, draft]);

  const set = <K extends keyof TaxDraft>(key: K, value: TaxDraft[K]) =>
    setDraft((previous) => (previous ? { ...previous, [key]: value } : previous));

  const submit = async () => {
    if (!draft) return;
    setErrors({});
    try {
      const saved = await save.mutateAsync(draft);
      setDraft(draftOf(saved.data));
      notifySuccess('Tersimpan', 'Setting pajak disimpan.');
    } catch (failure) {
      if (isApiError(failure, 422)) setErrors(failure.errors);
    }
  };

  return { draft, set, errorOf: (field: string) => errors[field]?.join(' '), submit, saving: save.isPending };
}

// 'Setting Pajak' (issue 21): whether the seller is PKP (off by default: no order carries PPN), the PPN
// rate and the DPP rule (11/12 under PMK 131/2024), the seller's NPWP and NITKU for Coretax, and the
// month's e-Faktur XML to import into Coretax. A change applies to orders stored from then on.
import {
  Button,
  Card,
  Group,
  NumberInput,
  Select,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconDeviceFloppy, IconFileDownload } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { todayInJakarta } from '@tagih/domain/dates';
import type { TaxSettingsInput } from '@tagih/domain/schemas/tax';
import { isApiError, type FieldErrors } from '../../lib/api-errors';
import { notifyError, notifySuccess } from '../../lib/notify';
import { useDownloadEfaktur, useSaveTaxSettings, useTaxSettings } from './api/tax-settings';

const DPP_RULE_OPTIONS = [
  { value: '11/12', label: '11/12 (DPP Nilai Lain)' },
  { value: '1/1', label: '1/1 (harga jual)' },
];
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

type Draft = Required<{ [K in keyof TaxSettingsInput]: NonNullable<TaxSettingsInput[K]> }>;

export function TaxSettingsCard() {
  const settings = useTaxSettings();
  const save = useSaveTaxSettings();
  const download = useDownloadEfaktur();
  const [draft, setDraft] = useState<Draft | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [month, setMonth] = useState(todayInJakarta().slice(0, 7));

  useEffect(() => {
    if (!settings.data || draft) return;
    const { is_pkp, ppn_rate, dpp_rule, seller_npwp, seller_nitku } = settings.data;
    setDraft({
      is_pkp,
      ppn_rate,
      dpp_rule,
      seller_npwp: seller_npwp ?? '',
      seller_nitku: seller_nitku ?? '',
    });
  }, [settings.data, draft]);

  const set = <K extends keyof Draft>(key: K, value: Draft[K]) =>
    setDraft((previous) => (previous ? { ...previous, [key]: value } : previous));
  const errorOf = (field: string) => errors[field]?.join(' ');

  const submit = async () => {
    if (!draft) return;
    setErrors({});
    try {
      const saved = await save.mutateAsync(draft);
      const { is_pkp, ppn_rate, dpp_rule, seller_npwp, seller_nitku } = saved.data;
      setDraft({
        is_pkp,
        ppn_rate,
        dpp_rule,
        seller_npwp: seller_npwp ?? '',
        seller_nitku: seller_nitku ?? '',
      });
      notifySuccess('Tersimpan', 'Setting pajak disimpan.');
    } catch (failure) {
      if (isApiError(failure, 422)) setErrors(failure.errors);
    }
  };

  const exportMonth = async () => {
    try {
      await download.mutateAsync(month);
    } catch (failure) {
      // 409: what the file lacks; 429: the server runs other exports ('Server sedang sibuk, coba lagi ...').
      if (isApiError(failure) && (failure.status === 409 || failure.status === 429))
        notifyError(String(failure.status), failure.message);
    }
  };

  return (
    <Card withBorder radius="md" padding="lg">
      <Title order={4} mb="xs">
        Setting Pajak
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        Bila PKP, setiap order baru menyimpan DPP, PPN dan total termasuk PPN. Perubahan berlaku untuk order
        berikutnya; order yang sudah tersimpan tidak berubah.
      </Text>
      {draft && (
        <Stack gap="sm">
          <Switch
            label="Pengusaha Kena Pajak (PKP)"
            checked={draft.is_pkp}
            onChange={(event) => set('is_pkp', event.currentTarget.checked)}
            error={errorOf('is_pkp')}
          />
          <Group grow align="flex-start">
            <NumberInput
              label="Tarif PPN (%)"
              min={1}
              max={100}
              allowDecimal={false}
              value={draft.ppn_rate}
              onChange={(value) => set('ppn_rate', typeof value === 'number' ? value : Number(value))}
              error={errorOf('ppn_rate')}
            />
            <Select
              label="Aturan DPP"
              data={DPP_RULE_OPTIONS}
              allowDeselect={false}
              value={draft.dpp_rule}
              onChange={(value) => value && set('dpp_rule', value as Draft['dpp_rule'])}
              error={errorOf('dpp_rule')}
            />
          </Group>
          <Group grow align="flex-start">
            <TextInput
              label="NPWP Penjual"
              placeholder="16 digit"
              inputMode="numeric"
              value={draft.seller_npwp}
              onChange={(event) => set('seller_npwp', event.currentTarget.value)}
              error={errorOf('seller_npwp')}
            />
            <TextInput
              label="NITKU Penjual"
              placeholder="NPWP + 000000"
              inputMode="numeric"
              value={draft.seller_nitku}
              onChange={(event) => set('seller_nitku', event.currentTarget.value)}
              error={errorOf('seller_nitku')}
            />
          </Group>
          <Group justify="flex-end">
            <Button
              leftSection={<IconDeviceFloppy size={16} />}
              loading={save.isPending}
              onClick={() => void submit()}
            >
              Simpan Setting Pajak
            </Button>
          </Group>
          <Group align="flex-end" gap="sm">
            <TextInput
              label="Bulan e-Faktur (YYYY-MM)"
              value={month}
              onChange={(event) => setMonth(event.currentTarget.value)}
              error={month && !MONTH.test(month) ? 'Bulan harus berformat YYYY-MM.' : undefined}
              style={{ flex: 1 }}
            />
            <Button
              variant="light"
              leftSection={<IconFileDownload size={16} />}
              loading={download.isPending}
              disabled={!MONTH.test(month)}
              onClick={() => void exportMonth()}
            >
              Unduh e-Faktur (XML Coretax)
            </Button>
          </Group>
        </Stack>
      )}
    </Card>
  );
}

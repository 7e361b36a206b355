// 'Setting Pajak' (issue 21): whether the seller is PKP (off by default: no order carries PPN), the PPN
// rate and the DPP rule (11/12 under PMK 131/2024), the seller's NPWP and NITKU for Coretax (the month's
// e-Faktur XML is the card beside it, components/efaktur-export.tsx). A change applies to orders stored from
// then on. And the PPh 23 rate buyers withhold (issue 31: 2% by default), from which approving a payment
// proposes the amount withheld.
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
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useTaxSettingsDraft, type TaxDraft } from './use-tax-settings-draft';

const DPP_RULE_OPTIONS = [
  { value: '11/12', label: '11/12 (DPP Nilai Lain)' },
  { value: '1/1', label: '1/1 (harga jual)' },
];

/** The PPh 23 rate as typed ('2', '2.5'): the server reads it exactly (basis points) and says what is wrong. */
function Pph23RateField(props: { value: string; onChange: (value: string) => void; error?: string }) {
  return (
    <Group grow align="flex-start">
      <TextInput
        label="Tarif PPh 23 (%)"
        description="Dipotong pembeli dari jumlah sebelum PPN; usulan saat menyetujui pembayaran."
        placeholder="2"
        inputMode="decimal"
        value={props.value}
        onChange={(event) => props.onChange(event.currentTarget.value)}
        error={props.error}
      />
      <div />
    </Group>
  );
}

export function TaxSettingsCard() {
  const { draft, set, errorOf, submit, saving } = useTaxSettingsDraft();

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
              onChange={(value) => value && set('dpp_rule', value as TaxDraft['dpp_rule'])}
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
          <Pph23RateField
            value={String(draft.pph23_rate)}
            onChange={(value) => set('pph23_rate', value)}
            error={errorOf('pph23_rate')}
          />
          <Group justify="flex-end">
            <Button
              leftSection={<IconDeviceFloppy size={16} />}
              loading={saving}
              onClick={() => void submit()}
            >
              Simpan Setting Pajak
            </Button>
          </Group>
        </Stack>
      )}
    </Card>
  );
}

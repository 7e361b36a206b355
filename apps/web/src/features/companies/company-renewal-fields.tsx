// The company's automatic renewal (issue 32): a switch 'Perpanjang otomatis' and the number of days before a
// subscription's last day its renewal is made, disabled while the switch is off. A new company's pair is
// pre-filled from 'Setting Langganan' (what the server would give it without them) until the clerk touches it.
import { NumberInput, Switch } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { MAX_SUBSCRIPTION_DAYS } from '@tagih/domain/subscriptions';
import { useEffect } from 'react';
import { useSubscriptionDefaults } from './api/subscription-defaults';

export type RenewalValues = {
  auto_renew: boolean;
  renew_days_before: number | string;
};

export function CompanyRenewalFields<Values extends RenewalValues>({
  form,
  isNew,
}: {
  form: UseFormReturnType<Values>;
  isNew: boolean;
}) {
  const defaults = useSubscriptionDefaults(isNew);
  useEffect(() => {
    if (!isNew || !defaults.data) return;
    if (form.isTouched('auto_renew') || form.isTouched('renew_days_before')) return;
    form.setFieldValue('auto_renew', defaults.data.auto_renew as never);
    form.setFieldValue('renew_days_before', defaults.data.renew_days_before as never);
  }, [defaults.data, isNew]); // the settings once loaded, not each keystroke

  const on = form.values.auto_renew;
  return (
    <>
      <Switch
        mt="lg"
        label="Perpanjang otomatis"
        description="Order langganan perusahaan ini diperpanjang dan invoicenya dikirim otomatis"
        data-testid="auto_renew"
        {...form.getInputProps('auto_renew', { type: 'checkbox' })}
      />
      <NumberInput
        label="Hari sebelum berakhir"
        description="Perpanjangan dibuat sekian hari sebelum hari terakhir langganan"
        min={1}
        max={MAX_SUBSCRIPTION_DAYS}
        allowDecimal={false}
        disabled={!on}
        data-testid="renew_days_before"
        {...form.getInputProps('renew_days_before')}
      />
    </>
  );
}

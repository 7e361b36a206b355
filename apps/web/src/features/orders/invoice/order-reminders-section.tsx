// The view dialog's part of issue 21's reminders and sharing: 'Pengingat terkirim' (each step sent, when and to
// whom) and 'Kirim via WhatsApp', which opens wa.me for the company's PIC with the invoice's 30-day link.
import { Button, Divider, Group, Stack, Text } from '@mantine/core';
import { IconBrandWhatsapp } from '@tabler/icons-react';
import { MoneyText } from '../../../components/money-text';
import { isApiError } from '../../../lib/api-errors';
import { notifyError } from '../../../lib/notify';
import { useOrderReminders, useWhatsappShare } from '../api/reminder-hooks';
import { sentAt } from './send-times';

type OrderRemindersSectionProps = {
  orderId: number;
  /** A cancelled order has no link to share. */
  shareable: boolean;
};

export function OrderRemindersSection({ orderId, shareable }: OrderRemindersSectionProps) {
  const reminders = useOrderReminders(orderId);
  const share = useWhatsappShare();
  const steps = reminders.data ?? [];

  const openWhatsapp = async () => {
    try {
      const data = await share.mutateAsync(orderId);
      // noopener: the WhatsApp page gets no handle on the console's window.
      window.open(data.wa_url, '_blank', 'noopener,noreferrer');
    } catch (failure) {
      if (isApiError(failure) && (failure.status === 409 || failure.status === 422))
        notifyError('Kirim via WhatsApp', failure.errors.pic_phone?.join(' ') ?? failure.message);
    }
  };

  return (
    <>
      <Divider label="Pengingat terkirim" labelPosition="left" />
      {reminders.isPending ? (
        <Text size="sm">Memuat...</Text>
      ) : steps.length === 0 ? (
        <Text size="sm">Belum ada pengingat.</Text>
      ) : (
        <Stack gap="xs" data-testid="reminders-sent">
          {steps.map((step) => (
            <Stack gap={0} key={step.step_day}>
              <Text size="sm" fw={600}>
                Hari ke-{step.step_day} setelah jatuh tempo:{' '}
                {step.sent_at ? sentAt(step.sent_at) : step.last_error ? 'belum terkirim' : 'sedang dikirim'}
              </Text>
              {!step.sent_at && step.last_error && (
                <Text size="xs" c="red.9">
                  Gagal: {step.last_error}
                </Text>
              )}
              <Text size="xs">
                Kepada: {step.sent_to.join(', ') || '-'} · Sisa tagihan <MoneyText value={step.amount_due} />
              </Text>
            </Stack>
          ))}
        </Stack>
      )}
      {shareable && (
        <Group justify="flex-start">
          <Button
            variant="light"
            leftSection={<IconBrandWhatsapp size={16} />}
            loading={share.isPending}
            onClick={() => void openWhatsapp()}
          >
            Kirim via WhatsApp
          </Button>
        </Group>
      )}
    </>
  );
}

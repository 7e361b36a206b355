// 'Ganti Password' (the power menu): the current password, the new one and its confirmation. The server
// judges the new one by the password policy and answers 422 under the field to fix; on success every other
// session of this administrator has ended, and this one goes on.
import { Alert, Button, Group, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertTriangle } from '@tabler/icons-react';
import { changePasswordInputSchema } from '@tagih/domain/schemas/auth';
import { useState } from 'react';
import { isApiError, userMessage } from '../../lib/api-errors';
import { notifySuccess } from '../../lib/notify';
import { zodResolver } from '../../lib/zod-resolver';
import { useChangePassword } from './api/change-password';
import {
  CHANGE_PASSWORD_FIELDS,
  EMPTY_CHANGE_PASSWORD,
  placeFieldErrors,
  type ChangePasswordValues,
} from './change-password-form';

/** Statuses the API client already reports to the user (spec section 8); others the dialog explains. */
const reportedElsewhere = (status: number) => status === 400 || status === 401 || status >= 500;

export function ChangePasswordDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const change = useChangePassword();
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<ChangePasswordValues>({
    initialValues: EMPTY_CHANGE_PASSWORD,
    validate: zodResolver<ChangePasswordValues>(changePasswordInputSchema),
  });

  const close = () => {
    if (change.isPending) return;
    form.reset();
    setProblem(null);
    onClose();
  };

  const submit = form.onSubmit(async (values) => {
    setProblem(null);
    try {
      await change.mutateAsync(values);
      notifySuccess('Password diganti!', 'Sesi Anda di perangkat lain telah diakhiri.');
      form.reset();
      onClose();
    } catch (error) {
      if (!isApiError(error)) throw error;
      if (error.status === 422) {
        const { fields, other } = placeFieldErrors(error.errors);
        form.setErrors(fields);
        if (other.length > 0) setProblem(other.join(' '));
      } else if (!reportedElsewhere(error.status)) setProblem(userMessage(error));
    }
  });

  return (
    <Modal opened={opened} onClose={close} title="Ganti Password" centered size="md">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            Setelah password diganti, sesi Anda di perangkat lain diakhiri.
          </Text>
          {problem && (
            <Alert color="red" icon={<IconAlertTriangle size={18} />}>
              {problem}
            </Alert>
          )}
          {CHANGE_PASSWORD_FIELDS.map((field, index) => (
            <PasswordInput
              key={field.name}
              label={field.label}
              description={field.description}
              withAsterisk
              data-autofocus={index === 0 || undefined}
              autoComplete={field.name === 'current_password' ? 'current-password' : 'new-password'}
              {...form.getInputProps(field.name)}
            />
          ))}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={change.isPending}>
              Batal
            </Button>
            <Button type="submit" loading={change.isPending}>
              Simpan
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

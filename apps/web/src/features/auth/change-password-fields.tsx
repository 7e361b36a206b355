// The 'Ganti Password' form itself: the current password, the new one and its confirmation. Used by the power
// menu's dialog and by the screen a one-time password leads to. The server judges the new one by the password
// policy and answers 422 under the field to fix; on success every other session of this administrator has
// ended, and this one goes on.
import { Alert, Button, Group, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertTriangle } from '@tabler/icons-react';
import { changePasswordInputSchema } from '@tagih/domain/schemas/auth';
import { useState, type ReactNode } from 'react';
import { isApiError, userMessage } from '../../lib/api-errors';
import { zodResolver } from '../../lib/zod-resolver';
import { useChangePassword } from './api/change-password';
import {
  CHANGE_PASSWORD_FIELDS,
  EMPTY_CHANGE_PASSWORD,
  placeFieldErrors,
  type ChangePasswordValues,
} from './change-password-form';

/** Statuses the API client already reports to the user (spec section 8); others the form explains. */
const reportedElsewhere = (status: number) => status === 400 || status === 401 || status >= 500;

export function ChangePasswordFields(props: {
  onChanged: () => void;
  /** The button beside Simpan (Batal in the dialog; Logout on the forced screen). */
  secondary: (pending: boolean) => ReactNode;
  /** Labels the first field as the one-time password (the forced screen). */
  currentLabel?: string;
}) {
  const change = useChangePassword();
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<ChangePasswordValues>({
    initialValues: EMPTY_CHANGE_PASSWORD,
    validate: zodResolver<ChangePasswordValues>(changePasswordInputSchema),
  });

  const submit = form.onSubmit(async (values) => {
    setProblem(null);
    try {
      await change.mutateAsync(values);
      form.reset();
      props.onChanged();
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
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {problem && (
          <Alert color="red" icon={<IconAlertTriangle size={18} />}>
            {problem}
          </Alert>
        )}
        {CHANGE_PASSWORD_FIELDS.map((field, index) => (
          <PasswordInput
            key={field.name}
            label={index === 0 && props.currentLabel ? props.currentLabel : field.label}
            description={field.description}
            withAsterisk
            data-autofocus={index === 0 || undefined}
            autoComplete={field.name === 'current_password' ? 'current-password' : 'new-password'}
            {...form.getInputProps(field.name)}
          />
        ))}
        <Group justify="flex-end" gap="sm">
          {props.secondary(change.isPending)}
          <Button type="submit" loading={change.isPending}>
            Simpan
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

// 'Nonaktifkan' / 'Aktifkan' and 'Reset password' of a row, each after a confirmation. A refusal the server
// explains (409: the last active Admin) is shown as an alert with its message.
import type { AdminRow, AdminWithPassword } from '@tagih/domain/schemas/admin';
import { confirmAction } from '../../components/confirm-dialog';
import { isApiError } from '../../lib/api-errors';
import { notifyError, notifySuccess } from '../../lib/notify';
import { useResetAdminPassword, useSetAdminDisabled } from './api/admin-hooks';

export function useAdminAccess(onPassword: (admin: AdminWithPassword) => void) {
  const setDisabled = useSetAdminDisabled();
  const reset = useResetAdminPassword();

  const refused = (error: unknown) => {
    if (isApiError(error, 409) || isApiError(error, 422)) notifyError('Tidak bisa', error.message);
    else throw error;
  };

  const toggle = async (row: AdminRow) => {
    const disabling = !row.disabled;
    const confirmed = await confirmAction(
      disabling
        ? {
            title: 'Nonaktifkan administrator?',
            text: `${row.name} tidak bisa masuk lagi dan semua sesinya diakhiri.`,
            confirmLabel: 'Ya, nonaktifkan',
            danger: true,
          }
        : {
            title: 'Aktifkan administrator?',
            text: `${row.name} bisa masuk lagi dengan password yang sama.`,
            confirmLabel: 'Ya, aktifkan',
          },
    );
    if (!confirmed) return;
    try {
      const answer = await setDisabled.mutateAsync({ id: row.id, disabled: disabling });
      notifySuccess('Tersimpan', answer.message);
    } catch (error) {
      refused(error);
    }
  };

  const resetPassword = async (row: AdminRow) => {
    const confirmed = await confirmAction({
      title: 'Reset password?',
      text: `${row.name} mendapat password sekali pakai yang baru dan semua sesinya diakhiri.`,
      confirmLabel: 'Ya, reset',
      danger: true,
    });
    if (!confirmed) return;
    try {
      onPassword((await reset.mutateAsync(row.id)).data);
    } catch (error) {
      refused(error);
    }
  };

  return { toggle, resetPassword };
}

// 'Ubah peran': the name and the role. A changed role ends the administrator's sessions (the server says so);
// the last active Admin cannot be demoted (409, its message shown here).
import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import type { AdminRow } from '@tagih/domain/schemas/admin';
import { isApiError, type FieldErrors } from '../../lib/api-errors';
import { notifySuccess } from '../../lib/notify';
import { useUpdateAdmin } from './api/admin-hooks';
import { RoleSelect } from '../../components/role-select';

function RoleForm({ admin, onDone }: { admin: AdminRow; onDone: () => void }) {
  const update = useUpdateAdmin();
  const [values, setValues] = useState({ name: admin.name, role: admin.role });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const save = async () => {
    setErrors({});
    setProblem(null);
    try {
      const answer = await update.mutateAsync({ id: admin.id, ...values });
      notifySuccess('Tersimpan', answer.message);
      onDone();
    } catch (error) {
      if (isApiError(error, 422)) setErrors(error.errors);
      else if (isApiError(error, 409)) setProblem(error.message);
      else throw error;
    }
  };
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {admin.email}. Mengubah peran mengakhiri semua sesinya; peran baru berlaku saat ia masuk lagi.
        </Text>
        {problem && (
          <Alert color="red" icon={<IconAlertTriangle size={18} />}>
            {problem}
          </Alert>
        )}
        <TextInput
          label="Nama"
          withAsterisk
          maxLength={150}
          value={values.name}
          onChange={(event) => setValues({ ...values, name: event.currentTarget.value })}
          error={errors.name?.[0]}
        />
        <RoleSelect
          value={values.role}
          onChange={(role) => setValues({ ...values, role })}
          error={errors.role?.[0]}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone} disabled={update.isPending}>
            Batal
          </Button>
          <Button type="submit" loading={update.isPending}>
            Simpan
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export function AdminRoleDialog({ admin, onClose }: { admin: AdminRow | null; onClose: () => void }) {
  return (
    <Modal opened={admin !== null} onClose={onClose} title="Ubah peran" centered>
      {admin && <RoleForm key={admin.id} admin={admin} onDone={onClose} />}
    </Modal>
  );
}

// 'Tambah Administrator': name, e-mail and role; the server makes the one-time password, which the page then
// shows in its own dialog. A taken e-mail comes back as a 422 under the field.
import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { Role } from '@tagih/domain/permissions';
import type { AdminWithPassword } from '@tagih/domain/schemas/admin';
import { useStoreAdmin } from './api/admin-hooks';
import { RoleSelect } from '../../components/role-select';
import { useFieldErrorSave } from '../../components/use-field-error-save';

function StoreForm(props: { onCreated: (admin: AdminWithPassword) => void; onCancel: () => void }) {
  const store = useStoreAdmin();
  const [values, setValues] = useState({ name: '', email: '', role: 'viewer' as Role });
  const { errors, onSubmit } = useFieldErrorSave(async () => {
    const answer = await store.mutateAsync(values);
    props.onCreated(answer.data);
  });
  return (
    <form noValidate onSubmit={onSubmit}>
      <Stack gap="sm">
        <TextInput
          label="Nama"
          withAsterisk
          data-autofocus
          maxLength={150}
          value={values.name}
          onChange={(event) => setValues({ ...values, name: event.currentTarget.value })}
          error={errors.name?.[0]}
        />
        <TextInput
          label="Email"
          type="email"
          withAsterisk
          maxLength={255}
          value={values.email}
          onChange={(event) => setValues({ ...values, email: event.currentTarget.value })}
          error={errors.email?.[0]}
        />
        <RoleSelect
          value={values.role}
          onChange={(role) => setValues({ ...values, role })}
          error={errors.role?.[0]}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onCancel} disabled={store.isPending}>
            Batal
          </Button>
          <Button type="submit" loading={store.isPending}>
            Simpan
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export function AdminStoreDialog(props: {
  opened: boolean;
  onClose: () => void;
  onCreated: (admin: AdminWithPassword) => void;
}) {
  return (
    <Modal opened={props.opened} onClose={props.onClose} title="Tambah Administrator" centered>
      {props.opened && <StoreForm onCreated={props.onCreated} onCancel={props.onClose} />}
    </Modal>
  );
}

// 'Tambah API Key': name, role and an optional expiry; the server makes the secret, which the page then shows
// once in its own dialog. An expiry not after today comes back as a 422 under the field.
import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { Role } from '@tagih/domain/permissions';
import type { ApiKeyWithSecret } from '@tagih/domain/schemas/api-key';
import { DayInput } from '../../components/day-input';
import { RoleSelect } from '../../components/role-select';
import { useStoreApiKey } from './api/api-key-hooks';
import { useFieldErrorSave } from '../../components/use-field-error-save';

function StoreForm(props: { onCreated: (key: ApiKeyWithSecret) => void; onCancel: () => void }) {
  const store = useStoreApiKey();
  const [values, setValues] = useState({ name: '', role: 'viewer' as Role, expires_on: '' });
  const { errors, onSubmit } = useFieldErrorSave(async () => {
    const answer = await store.mutateAsync({ ...values, expires_on: values.expires_on || null });
    props.onCreated(answer.data);
  });
  return (
    <form noValidate onSubmit={onSubmit}>
      <Stack gap="sm">
        <TextInput
          label="Nama"
          description="Untuk apa kunci ini, misalnya 'Integrasi ERP'."
          withAsterisk
          data-autofocus
          maxLength={100}
          value={values.name}
          onChange={(event) => setValues({ ...values, name: event.currentTarget.value })}
          error={errors.name?.[0]}
        />
        <RoleSelect
          value={values.role}
          onChange={(role) => setValues({ ...values, role })}
          error={errors.role?.[0]}
        />
        <DayInput
          label="Kedaluwarsa (opsional)"
          description="Hari terakhir kunci berlaku (WIB). Kosongkan bila tidak kedaluwarsa."
          clearable
          value={values.expires_on}
          onChange={(day) => setValues({ ...values, expires_on: day })}
          error={errors.expires_on?.[0]}
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

export function ApiKeyStoreDialog(props: {
  opened: boolean;
  onClose: () => void;
  onCreated: (key: ApiKeyWithSecret) => void;
}) {
  return (
    <Modal opened={props.opened} onClose={props.onClose} title="Tambah API Key" centered>
      {props.opened && <StoreForm onCreated={props.onCreated} onCancel={props.onClose} />}
    </Modal>
  );
}

// 'Setting Mail' (spec 2.21): the administrators who get a copy (BCC) of every invoice e-mail. The choice
// is preloaded from GET /users/show_admin, searched with POST /users/search_admin and saved whole with
// POST /users/update_admin {idAdmin}, then 'Email has been save!'.
import { Button, Card, Group, MultiSelect, Stack, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconDeviceFloppy, IconMail } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { isApiError } from '../../lib/api-errors';
import { notifySuccess } from '../../lib/notify';
import { useAdminSearch, useSaveSelectedAdmins, useSelectedAdmins } from './api/admin-emails';
import { useAdminOptions } from './use-admin-options';

export function MailSettingsCard() {
  const navigate = useNavigate();
  const selected = useSelectedAdmins();
  const save = useSaveSelectedAdmins();
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search, 250);
  const found = useAdminSearch(debouncedSearch.trim());
  const [value, setValue] = useState<string[] | null>(null);
  const [error, setError] = useState<string | undefined>();
  const chosen = value ?? (selected.data ?? []).map((admin) => String(admin.id));
  const data = useAdminOptions(selected.data, found.data, chosen);

  const submit = async () => {
    setError(undefined);
    try {
      await save.mutateAsync(chosen.map(Number));
      setValue(null);
      notifySuccess('Email has been save!');
      void navigate(paths.settings.path, { replace: true });
    } catch (failure) {
      if (isApiError(failure, 422)) setError(Object.values(failure.errors).flat().join(' '));
    }
  };

  return (
    <Card withBorder radius="md" padding="lg">
      <Title order={4} mb="xs">
        Setting Mail
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        Administrator yang dipilih menerima salinan (BCC) setiap invoice yang dikirim.
      </Text>
      <Stack gap="md">
        <MultiSelect
          label="Select Email Admin"
          placeholder={chosen.length ? undefined : 'Cari nama atau email'}
          leftSection={<IconMail size={16} />}
          searchable
          clearable
          filter={({ options }) => options} // the server already searched
          searchValue={search}
          onSearchChange={setSearch}
          data={data}
          value={chosen}
          onChange={setValue}
          error={error}
          disabled={selected.isPending}
          nothingFoundMessage={found.isFetching ? 'Mencari...' : 'Administrator tidak ditemukan'}
          renderOption={({ option }) => (
            <Stack gap={0}>
              <Text size="sm">{option.label}</Text>
              <Text size="xs" c="dimmed">
                {(option as { name?: string }).name}
              </Text>
            </Stack>
          )}
        />
        <Group justify="flex-end">
          <Button
            leftSection={<IconDeviceFloppy size={16} />}
            loading={save.isPending}
            onClick={() => void submit()}
          >
            Save Email
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

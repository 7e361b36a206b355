// The role of an administrator or an API key, chosen among packages/domain's ROLES with their labels and what each may do.
import { Select, Stack, Text } from '@mantine/core';
import { ROLE_DESCRIPTIONS, ROLE_LABELS, ROLES, isRole, type Role } from '@tagih/domain/permissions';

const ROLE_OPTIONS = ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));

export function RoleSelect(props: { value: Role; onChange: (role: Role) => void; error?: string }) {
  return (
    <Select
      label="Peran"
      withAsterisk
      data={ROLE_OPTIONS}
      value={props.value}
      allowDeselect={false}
      onChange={(value) => isRole(value) && props.onChange(value)}
      description={ROLE_DESCRIPTIONS[props.value]}
      error={props.error}
      renderOption={({ option }) => (
        <Stack gap={0}>
          <Text size="sm">{option.label}</Text>
          <Text size="xs" c="dimmed">
            {isRole(option.value) ? ROLE_DESCRIPTIONS[option.value] : ''}
          </Text>
        </Stack>
      )}
      comboboxProps={{ withinPortal: true }}
    />
  );
}

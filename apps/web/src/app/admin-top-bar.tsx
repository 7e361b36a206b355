// The console's top bar (spec 2.2): a progress line while a screen loads, the menu button on a phone, 'Tagih'
// home, the signed-in administrator's name and role, and the power menu ('Ganti Password' and Logout).
import { ActionIcon, Burger, Group, Menu, Progress, Text, Tooltip } from '@mantine/core';
import { IconKey, IconLogout, IconPower } from '@tabler/icons-react';
import { ROLE_LABELS } from '@tagih/domain/permissions';
import { Link, useNavigation } from 'react-router';
import { paths } from '../config/paths';
import { getSignedInAdmin } from '../lib/auth';

type AdminTopBarProps = {
  /** The sidebar is open (on a phone). */
  menuOpened: boolean;
  onToggleMenu: () => void;
  onChangePassword: () => void;
  onLogout: () => void;
};

export function AdminTopBar({ menuOpened, onToggleMenu, onChangePassword, onLogout }: AdminTopBarProps) {
  const navigation = useNavigation();
  const admin = getSignedInAdmin();
  return (
    <>
      {navigation.state !== 'idle' && (
        <Progress value={100} animated size={3} radius={0} pos="absolute" top={0} left={0} right={0} />
      )}
      <Group h="100%" px="md" justify="space-between" wrap="nowrap">
        <Group gap="sm" wrap="nowrap">
          <Burger opened={menuOpened} onClick={onToggleMenu} hiddenFrom="sm" size="sm" aria-label="Menu" />
          <Text fw={700} fz="lg" c="tagih.6" component={Link} to={paths.dashboard.path}>
            Tagih
          </Text>
        </Group>
        <Group gap="xs" wrap="nowrap">
          {admin && (
            <Text size="sm" c="dimmed" visibleFrom="xs" truncate maw={260} data-testid="signed-in-admin">
              {admin.name} · {ROLE_LABELS[admin.role]}
            </Text>
          )}
          <Menu position="bottom-end" width={200} shadow="md">
            <Menu.Target>
              <Tooltip label="Power" withArrow>
                <ActionIcon variant="light" size="lg" radius="xl" aria-label="Power menu">
                  <IconPower size={18} />
                </ActionIcon>
              </Tooltip>
            </Menu.Target>
            <Menu.Dropdown>
              {admin && (
                <Menu.Label>
                  {admin.email} · {ROLE_LABELS[admin.role]}
                </Menu.Label>
              )}
              <Menu.Item leftSection={<IconKey size={16} />} onClick={onChangePassword}>
                Ganti Password
              </Menu.Item>
              <Menu.Item color="red" leftSection={<IconLogout size={16} />} onClick={onLogout}>
                Logout
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        </Group>
      </Group>
    </>
  );
}

// The authenticated layout of spec 2.2: sidebar ('Administrator', 'Version 1.0', the 13 entries), a top bar
// with the power menu ('Ganti Password' and Logout), and the current screen.
import {
  ActionIcon,
  AppShell,
  Box,
  Burger,
  Group,
  Menu,
  NavLink,
  Progress,
  ScrollArea,
  Stack,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconKey, IconLogout, IconPower } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect } from 'react';
import { Link, Outlet, useLocation, useMatches, useNavigate, useNavigation } from 'react-router';
import { confirmLogout } from '../components/confirm-dialog';
import { PageLoader } from '../components/page-loader';
import { MAIN_CONTENT_ID, SkipLink } from '../components/skip-link';
import { paths } from '../config/paths';
import { logoutRequest } from '../features/auth/api/logout';
import { ChangePasswordDialog } from '../features/auth/change-password-dialog';
import { clearSession, getSignedInAdmin, onSignedOutElsewhere } from '../lib/auth';
import { AdminProviders } from './admin-providers';
import { adminMenu } from './admin-menu';
import { loadAlertsContainer } from './alerts';

function useDocumentTitle() {
  const matches = useMatches();
  const title = (matches.at(-1)?.handle as { title?: string } | undefined)?.title;
  useEffect(() => {
    document.title = title ? `${title} · Tagih Administrator` : 'Tagih Administrator';
  }, [title]);
}

/** The console after sign-in, in the providers the login page goes without (admin-providers.tsx). */
export function AdminLayout() {
  return (
    <AdminProviders>
      <AdminShell />
    </AdminProviders>
  );
}

function AdminShell() {
  const [opened, { toggle, close }] = useDisclosure(false);
  const [changingPassword, passwordDialog] = useDisclosure(false);
  const location = useLocation();
  const navigation = useNavigation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const admin = getSignedInAdmin();
  useDocumentTitle();
  // Signed in: the alerts' container is fetched now, so the first alert after a save is not kept waiting.
  useEffect(() => void loadAlertsContainer(), []);

  /**
   * Leaves the console without a session. Clearing the cache while a list is still on screen made that list
   * fetch again, without a token, and its 401 put 'Harap login terlebih dahulu!' on the login page; so the
   * queries are cancelled first, the screens are left, and only then is the cache emptied.
   */
  const leave = async () => {
    await queryClient.cancelQueries();
    await navigate(paths.login.path, { replace: true });
    queryClient.clear();
  };

  // Another tab signed out: so does this one.
  useEffect(() => onSignedOutElsewhere(() => void leave()), [navigate, queryClient]); // leave uses only these

  const logout = async () => {
    if (!(await confirmLogout())) return;
    try {
      await logoutRequest();
    } catch {
      // already invalid on the server: signing out here is all that is left to do
    }
    clearSession();
    await leave();
  };

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 260, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding={{ base: 'sm', sm: 'lg' }}
    >
      <SkipLink />
      <AppShell.Header>
        {navigation.state !== 'idle' && (
          <Progress value={100} animated size={3} radius={0} pos="absolute" top={0} left={0} right={0} />
        )}
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger opened={opened} onClick={toggle} hiddenFrom="sm" size="sm" aria-label="Menu" />
            <Text fw={700} fz="lg" c="tagih.6" component={Link} to={paths.dashboard.path}>
              Tagih
            </Text>
          </Group>
          <Group gap="xs" wrap="nowrap">
            {admin && (
              <Text size="sm" c="dimmed" visibleFrom="xs" truncate maw={220}>
                {admin.name}
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
                {admin && <Menu.Label>{admin.email}</Menu.Label>}
                <Menu.Item leftSection={<IconKey size={16} />} onClick={passwordDialog.open}>
                  Ganti Password
                </Menu.Item>
                <Menu.Item color="red" leftSection={<IconLogout size={16} />} onClick={() => void logout()}>
                  Logout
                </Menu.Item>
              </Menu.Dropdown>
            </Menu>
          </Group>
        </Group>
      </AppShell.Header>

      <ChangePasswordDialog opened={changingPassword} onClose={passwordDialog.close} />

      <AppShell.Navbar>
        <Box px="md" py="md" style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
          <Title order={4}>Administrator</Title>
          <Text size="xs" c="dimmed">
            Version 1.0
          </Text>
        </Box>
        <AppShell.Section grow component={ScrollArea} p="xs">
          <Stack gap={2}>
            {adminMenu.map((entry) => (
              <NavLink
                key={entry.to}
                component={Link}
                to={entry.to}
                label={entry.label}
                leftSection={<entry.icon size={18} stroke={1.6} />}
                active={location.pathname === entry.to || location.pathname.startsWith(`${entry.to}/`)}
                onClick={close}
                style={{ borderRadius: 'var(--mantine-radius-sm)' }}
              />
            ))}
          </Stack>
        </AppShell.Section>
      </AppShell.Navbar>

      <AppShell.Main id={MAIN_CONTENT_ID} tabIndex={-1} bg="var(--mantine-color-gray-0)">
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </AppShell.Main>
    </AppShell>
  );
}

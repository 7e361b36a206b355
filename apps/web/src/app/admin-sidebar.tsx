// The console's sidebar (spec 2.2): 'Administrator', 'Version 1.0', then the entries of admin-menu.ts the role may open, the
// current screen's entry active (its forms too); choosing one closes the sidebar on a phone.
import { AppShell, Box, NavLink, ScrollArea, Stack, Text, Title } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { useCan } from '../lib/permissions';
import { visibleMenu } from './admin-menu';

export function AdminSidebar({ onNavigate }: { onNavigate: () => void }) {
  const location = useLocation();
  const can = useCan();
  return (
    <>
      <Box px="md" py="md" style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
        <Title order={4}>Administrator</Title>
        <Text size="xs" c="dimmed">
          Version 1.0
        </Text>
      </Box>
      <AppShell.Section grow component={ScrollArea} p="xs">
        <Stack gap={2}>
          {visibleMenu(can).map((entry) => (
            <NavLink
              key={entry.to}
              component={Link}
              to={entry.to}
              label={entry.label}
              leftSection={<entry.icon size={18} stroke={1.6} />}
              active={location.pathname === entry.to || location.pathname.startsWith(`${entry.to}/`)}
              onClick={onNavigate}
              style={{ borderRadius: 'var(--mantine-radius-sm)' }}
            />
          ))}
        </Stack>
      </AppShell.Section>
    </>
  );
}

import '@mantine/core/styles.css';
import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { Alerts } from './alerts';
import { cssVariablesResolver, theme } from './theme';

/**
 * What every screen, the login page included, sits in: Mantine's theme and the alerts. The providers only the
 * console needs (the query client, the dialogs, the date pickers' language) are mounted by the admin layout
 * (admin-providers.tsx), so the login page does not download them (docs/performance.md, "The login page").
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <Alerts />
      {children}
    </MantineProvider>
  );
}

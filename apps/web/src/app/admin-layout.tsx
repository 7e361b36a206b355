// The authenticated layout of spec 2.2: sidebar ('Administrator', 'Version 1.0', the 13 entries:
// admin-sidebar.tsx), a top bar with the power menu ('Ganti Password' and Logout: admin-top-bar.tsx,
// use-sign-out.ts), and the current screen, or the refusal page when the role may not open it (screen-guard.tsx).
// Signed in with a one-time password (issue 33), only the 'Ganti Password' screen, until it is replaced; then
// the dashboard.
import { AppShell } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Suspense, useEffect, useState } from 'react';
import { useMatches, useNavigate } from 'react-router';
import { PageLoader } from '../components/page-loader';
import { MAIN_CONTENT_ID, SkipLink } from '../components/skip-link';
import { ChangePasswordDialog } from '../features/auth/change-password-dialog';
import { ForcedPasswordChange } from '../features/auth/forced-password-change';
import { paths } from '../config/paths';
import { getSignedInAdmin, markPasswordChanged } from '../lib/auth';
import { notifySuccess } from '../lib/notify';
import { AdminProviders } from './admin-providers';
import { AdminSidebar } from './admin-sidebar';
import { AdminTopBar } from './admin-top-bar';
import { loadAlertsContainer } from './alerts';
import { ScreenGuard } from './screen-guard';
import { useSignOut } from './use-sign-out';

function useDocumentTitle() {
  const matches = useMatches();
  const title = (matches.at(-1)?.handle as { title?: string } | undefined)?.title;
  useEffect(() => {
    document.title = title ? `${title} · Tagih Administrator` : 'Tagih Administrator';
  }, [title]);
}

/** The console after sign-in, in the providers the login page goes without (admin-providers.tsx). */
export function AdminLayout() {
  const [mustChange, setMustChange] = useState(() => getSignedInAdmin()?.must_change_password === true);
  return (
    <AdminProviders>
      {mustChange ? <OneTimePasswordGate onChanged={() => setMustChange(false)} /> : <AdminShell />}
    </AdminProviders>
  );
}

function OneTimePasswordGate({ onChanged }: { onChanged: () => void }) {
  const logout = useSignOut();
  const navigate = useNavigate();
  useDocumentTitle();
  return (
    <ForcedPasswordChange
      name={getSignedInAdmin()?.name ?? ''}
      onLogout={() => void logout()}
      onChanged={() => {
        markPasswordChanged();
        notifySuccess('Password diganti!', 'Selamat datang di Tagih.');
        onChanged();
        void navigate(paths.dashboard.path, { replace: true });
      }}
    />
  );
}

function AdminShell() {
  const [opened, { toggle, close }] = useDisclosure(false);
  const [changingPassword, passwordDialog] = useDisclosure(false);
  const logout = useSignOut();
  useDocumentTitle();
  // Signed in: the alerts' container is fetched now, so the first alert after a save is not kept waiting.
  useEffect(() => void loadAlertsContainer(), []);

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 260, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding={{ base: 'sm', sm: 'lg' }}
    >
      <SkipLink />
      <AppShell.Header>
        <AdminTopBar
          menuOpened={opened}
          onToggleMenu={toggle}
          onChangePassword={passwordDialog.open}
          onLogout={() => void logout()}
        />
      </AppShell.Header>

      <ChangePasswordDialog opened={changingPassword} onClose={passwordDialog.close} />

      <AppShell.Navbar>
        <AdminSidebar onNavigate={close} />
      </AppShell.Navbar>

      <AppShell.Main id={MAIN_CONTENT_ID} tabIndex={-1} bg="var(--mantine-color-gray-0)">
        <Suspense fallback={<PageLoader />}>
          <ScreenGuard />
        </Suspense>
      </AppShell.Main>
    </AppShell>
  );
}

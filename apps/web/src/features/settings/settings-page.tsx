// Settings (spec 2.21, route setting-background): three cards, 'Login background', 'Setting Mail' and
// 'Setting General', and 'Setting Pajak' and 'Setting Pengingat' (issue 21), 'Setting Persetujuan' (issue 33,
// maker-checker), and the month's e-Faktur file.
// A role that reads the settings without changing them (issue 33: 'settings.read' without 'settings.write')
// sees every card with its fields and buttons disabled; the e-Faktur download stays (a read).
import { Alert, Card, Grid, Stack, Title } from '@mantine/core';
import { useEffect, type ReactNode } from 'react';
import { EfakturExport } from '../../components/efaktur-export';
import { HistoryButton } from '../../components/history-button';
import { PageHeader } from '../../components/page-header';
import { paths } from '../../config/paths';
import { useCan } from '../../lib/permissions';
import { showNoticeAfterReload } from '../../lib/reload-notice';
import { ApprovalSettingsCard } from './approval-settings-card';
import { GeneralSettingsCard } from './general-settings-card';
import { LoginBackgroundCard } from './login-background-card';
import { MailSettingsCard } from './mail-settings-card';
import { ReminderSettingsCard } from './reminder-settings-card';
import { SubscriptionSettingsCard } from './subscription-settings-card';
import { TaxSettingsCard } from './tax-settings-card';

/** The cards' fields and buttons, disabled together (a native disabled fieldset) for a role that only reads. */
function Changeable({ allowed, children }: { allowed: boolean; children: ReactNode }) {
  return (
    <fieldset disabled={!allowed} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
      {children}
    </fieldset>
  );
}

export default function SettingsPage() {
  useEffect(showNoticeAfterReload, []); // 'Uploaded!' / 'Background Uploaded' after the upload's reload
  const mayChange = useCan()('settings.write');
  return (
    <>
      <PageHeader
        title="Setting"
        breadcrumbs={[
          { label: 'Admin Dashboard', to: paths.dashboard.path },
          { label: paths.settings.label },
        ]}
        actions={<HistoryButton resource="setting-background" />}
      />
      {!mayChange && (
        <Alert color="gray" variant="light" mb="md" data-testid="settings-read-only">
          Peran Anda hanya dapat melihat setting; perubahan dilakukan oleh Admin.
        </Alert>
      )}
      <Changeable allowed={mayChange}>
        <Grid gap="md">
          <Grid.Col span={{ base: 12, lg: 7 }}>
            <Stack gap="md">
              <LoginBackgroundCard />
              <TaxSettingsCard />
              <ApprovalSettingsCard />
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, lg: 5 }}>
            <Stack gap="md">
              <MailSettingsCard />
              <ReminderSettingsCard />
              <SubscriptionSettingsCard />
              <GeneralSettingsCard />
            </Stack>
          </Grid.Col>
        </Grid>
      </Changeable>
      <Card withBorder radius="md" padding="lg" mt="md">
        <Title order={4} mb="xs">
          e-Faktur (Coretax)
        </Title>
        <EfakturExport />
      </Card>
    </>
  );
}

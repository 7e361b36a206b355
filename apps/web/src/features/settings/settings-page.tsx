// Settings (spec 2.21, route setting-background): three cards, 'Login background', 'Setting Mail' and
// 'Setting General', and 'Setting Pajak' and 'Setting Pengingat' (issue 21).
import { Grid, Stack } from '@mantine/core';
import { useEffect } from 'react';
import { HistoryButton } from '../../components/history-button';
import { PageHeader } from '../../components/page-header';
import { paths } from '../../config/paths';
import { showNoticeAfterReload } from '../../lib/reload-notice';
import { GeneralSettingsCard } from './general-settings-card';
import { LoginBackgroundCard } from './login-background-card';
import { MailSettingsCard } from './mail-settings-card';
import { ReminderSettingsCard } from './reminder-settings-card';
import { SubscriptionSettingsCard } from './subscription-settings-card';
import { TaxSettingsCard } from './tax-settings-card';

export default function SettingsPage() {
  useEffect(showNoticeAfterReload, []); // 'Uploaded!' / 'Background Uploaded' after the upload's reload
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
      <Grid gap="md">
        <Grid.Col span={{ base: 12, lg: 7 }}>
          <Stack gap="md">
            <LoginBackgroundCard />
            <TaxSettingsCard />
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
    </>
  );
}

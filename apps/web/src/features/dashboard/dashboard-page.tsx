// Dashboard (spec 2.4): a welcome image and the welcome text, nothing else.
import { Image, Paper, Stack, Text } from '@mantine/core';
import welcomeIllustration from '../../assets/welcome-illustration.svg';
import { PageHeader } from '../../components/page-header';

export default function DashboardPage() {
  return (
    <>
      <PageHeader title="Dashboard" breadcrumbs={[{ label: 'Admin Dashboard' }]} />
      <Paper withBorder radius="md" p={{ base: 'lg', sm: 48 }}>
        <Stack align="center" gap="lg">
          <Image src={welcomeIllustration} alt="" w="100%" maw={480} />
          <Text fz={{ base: 'lg', sm: 'xl' }} fw={600} ta="center">
            Welcome to Dashboard page!
          </Text>
        </Stack>
      </Paper>
    </>
  );
}

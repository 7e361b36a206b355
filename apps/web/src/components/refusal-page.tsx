// What a screen the signed-in role may not use shows instead of itself (issue 33), e.g. when its address is
// typed: the screen is not rendered, so it fires none of the requests the API would refuse.
import { Button, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../config/paths';
import { PageHeader } from './page-header';

export const REFUSAL_TEXT = 'Anda tidak berhak membuka halaman ini.';

export function RefusalPage({ title }: { title: string }) {
  return (
    <>
      <PageHeader
        title={title}
        breadcrumbs={[{ label: 'Admin Dashboard', to: paths.dashboard.path }, { label: title }]}
      />
      <Paper withBorder radius="md" p="xl">
        <Stack align="center" gap="sm" py="xl">
          <ThemeIcon size={56} radius="xl" variant="light" color="red">
            <IconLock size={28} />
          </ThemeIcon>
          <Title order={3}>Akses ditolak</Title>
          <Text ta="center" maw={420} role="alert">
            {REFUSAL_TEXT}
          </Text>
          <Text c="dimmed" size="sm" ta="center" maw={420}>
            Peran Anda tidak mencakup halaman ini. Minta administrator bila Anda memerlukannya.
          </Text>
          <Button component={Link} to={paths.dashboard.path} variant="light" mt="sm">
            Kembali ke Dashboard
          </Button>
        </Stack>
      </Paper>
    </>
  );
}

// Placeholder for a route whose screen is not built yet; its router entry is replaced when it is.
import { Button, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconTools } from '@tabler/icons-react';
import { Link, useMatches } from 'react-router';
import { paths } from '../config/paths';
import { PageHeader } from './page-header';

export type ScreenHandle = { title?: string };

export default function NotAvailablePage() {
  const matches = useMatches();
  const handle = matches.at(-1)?.handle as ScreenHandle | undefined;
  const title = handle?.title ?? 'Halaman';
  return (
    <>
      <PageHeader
        title={title}
        breadcrumbs={[{ label: 'Admin Dashboard', to: paths.dashboard.path }, { label: title }]}
      />
      <Paper withBorder radius="md" p="xl">
        <Stack align="center" gap="sm" py="xl">
          <ThemeIcon size={56} radius="xl" variant="light">
            <IconTools size={28} />
          </ThemeIcon>
          <Title order={3}>Belum tersedia</Title>
          <Text c="dimmed" ta="center" maw={420}>
            Halaman ini sedang disiapkan dan belum bisa digunakan.
          </Text>
          <Button component={Link} to={paths.dashboard.path} variant="light" mt="sm">
            Kembali ke Dashboard
          </Button>
        </Stack>
      </Paper>
    </>
  );
}

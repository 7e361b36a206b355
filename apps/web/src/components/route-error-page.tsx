// Shown when a screen throws while rendering or its code cannot be loaded (typically after a new deploy
// replaced the chunk files an open tab still points to): a reload fixes both.
import { Button, Center, Code, Stack, Text, Title } from '@mantine/core';
import { isRouteErrorResponse, useRouteError } from 'react-router';

export default function RouteErrorPage() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : '';
  if (import.meta.env.DEV) console.error(error);
  return (
    <Center mih="60vh" p="md">
      <Stack align="center" gap="xs" maw={520}>
        <Title order={2}>Terjadi kesalahan</Title>
        <Text c="dimmed" ta="center">
          Halaman ini gagal dimuat. Muat ulang halaman untuk mencoba lagi.
        </Text>
        {detail && <Code>{detail}</Code>}
        <Button mt="md" onClick={() => window.location.reload()}>
          Muat ulang
        </Button>
      </Stack>
    </Center>
  );
}

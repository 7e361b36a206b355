import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../config/paths';

export default function NotFoundPage() {
  return (
    <Center mih="70vh" p="md">
      <Stack align="center" gap="xs">
        <Title order={1} c="dimmed" fz={64}>
          404
        </Title>
        <Text size="lg">Halaman tidak ditemukan.</Text>
        <Button component={Link} to={paths.home.path} mt="md">
          Ke halaman utama
        </Button>
      </Stack>
    </Center>
  );
}

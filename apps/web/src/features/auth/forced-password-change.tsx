// What a one-time password opens (issue 33): only 'Ganti Password', until it is replaced (the API answers 403
// on everything else meanwhile). Then the console opens at the dashboard.
import { Button, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { ChangePasswordFields } from './change-password-fields';

export function ForcedPasswordChange(props: { name: string; onChanged: () => void; onLogout: () => void }) {
  return (
    <Center mih="100vh" p="md" bg="var(--mantine-color-gray-0)">
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} w="100%" maw={460} component="main">
        <Stack gap="md">
          <Title order={1} size="h3">
            Ganti Password
          </Title>
          <Text size="sm">
            Halo {props.name}, Anda masuk dengan password sekali pakai. Buat password Anda sendiri untuk
            melanjutkan.
          </Text>
          <ChangePasswordFields
            currentLabel="Password Sekali Pakai"
            onChanged={props.onChanged}
            secondary={(pending) => (
              <Button variant="default" onClick={props.onLogout} disabled={pending}>
                Logout
              </Button>
            )}
          />
        </Stack>
      </Paper>
    </Center>
  );
}

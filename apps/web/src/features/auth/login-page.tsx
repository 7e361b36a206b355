// Login (spec 2.3): email, password, Login. The page wears the appearance set in 'Setting' (page and form
// backgrounds, button colour), which the API serves publicly. It is the first screen most visits show, so
// it downloads only React, the router and Mantine's core before its form shows (at most 150 KB gzipped,
// `npm run bench:console`): the fields are checked by login-fields (no zod), its icons are drawn inline, and
// the query client is fetched after sign-in.
import {
  Alert,
  Box,
  Button,
  Center,
  Paper,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { DEFAULT_PUBLIC_SETTINGS, usePublicSettings } from './api/public-settings';
import { AlertTriangleIcon, LockIcon, MailIcon } from './login-icons';
import { useLoginForm } from './use-login-form';

/** CSS background for an image URL from the settings (quotes and backslashes escaped, so it stays one url()). */
const cover = (url: string | null) =>
  url
    ? {
        backgroundImage: `url("${url.replace(/["\\\n]/g, encodeURIComponent)}")`,
        backgroundSize: 'cover',
        backgroundPosition: 'center',
      }
    : {};

/** The configured button colour, if it is a hex colour; the default otherwise. */
const buttonColor = (value: string) =>
  /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i.test(value) ? value : DEFAULT_PUBLIC_SETTINGS.button_color;

/** Where a session that ended on a 401 was: a console address (never the login page or another site). */
function returnAddress(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  const inConsole =
    typeof from === 'string' && from.startsWith('/admin/') && !from.startsWith(paths.login.path);
  return inConsole ? from : paths.dashboard.path;
}

export default function LoginPage() {
  const navigate = useNavigate();
  const afterLogin = returnAddress(useLocation().state);
  const settings = usePublicSettings();
  const login = useLoginForm(() => navigate(afterLogin, { replace: true }));

  return (
    <Center
      flex={1}
      p="md"
      style={{
        background: settings.background_url
          ? undefined
          : 'linear-gradient(135deg, #0b3a63 0%, #0f4c81 45%, #2467a9 100%)',
        ...cover(settings.background_url),
      }}
    >
      <Paper
        w="100%"
        maw={420}
        radius="lg"
        shadow="xl"
        withBorder
        style={{ overflow: 'hidden', ...cover(settings.background_form_url) }}
      >
        <Box
          p={{ base: 'lg', sm: 36 }}
          bg={settings.background_form_url ? 'rgba(255,255,255,0.82)' : undefined}
        >
          <Stack gap={4} mb="lg" align="center">
            <Title order={1} fz="h2" c="tagih.7">
              Tagih
            </Title>
            <Text c="dimmed" size="sm">
              Masuk ke konsol Administrator
            </Text>
          </Stack>
          <form onSubmit={(event) => void login.submit(event)} noValidate>
            <Stack gap="md">
              {login.problem && (
                <Alert color="red" variant="light" icon={<AlertTriangleIcon size={18} />}>
                  {login.problem}
                </Alert>
              )}
              <TextInput
                label="Email"
                type="email"
                autoComplete="username"
                placeholder="nama@perusahaan.co.id"
                leftSection={<MailIcon size={16} />}
                withAsterisk
                autoFocus
                {...login.field('email')}
              />
              <PasswordInput
                label="Password"
                autoComplete="current-password"
                leftSection={<LockIcon size={16} />}
                withAsterisk
                {...login.field('password')}
              />
              <Button
                type="submit"
                fullWidth
                size="md"
                mt="xs"
                loading={login.submitting}
                color={buttonColor(settings.button_color)}
              >
                Login
              </Button>
            </Stack>
          </form>
        </Box>
      </Paper>
    </Center>
  );
}

// Login (spec 2.3): email, password, Login. The page wears the appearance set in 'Setting' (page and form
// backgrounds, button colour), which the API serves publicly.
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
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconLock, IconMail } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { loginInputSchema } from '@tagih/domain/schemas/auth';
import type { LoginInput } from '@tagih/domain/schemas/auth';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { isApiError, userMessage } from '../../lib/api-client';
import { storeSession } from '../../lib/auth';
import { zodResolver } from '../../lib/zod-resolver';
import { loginRequest } from './api/login';
import { DEFAULT_PUBLIC_SETTINGS, usePublicSettings } from './api/public-settings';

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
  const queryClient = useQueryClient();
  const settings = usePublicSettings().data ?? DEFAULT_PUBLIC_SETTINGS;
  const [submitting, setSubmitting] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<LoginInput>({
    mode: 'uncontrolled',
    initialValues: { email: '', password: '' },
    validate: zodResolver<LoginInput>(loginInputSchema),
  });

  const submit = form.onSubmit(async (values) => {
    setSubmitting(true);
    setProblem(null);
    try {
      const result = await loginRequest(values);
      storeSession(result.token, result.admin);
      queryClient.clear(); // nothing cached from an earlier session may leak into this one
      notifications.clean(); // the failed attempts' alerts are answered
      await navigate(afterLogin, { replace: true });
    } catch (error) {
      if (isApiError(error, 422)) {
        form.setErrors(
          Object.fromEntries(
            Object.entries(error.errors).map(([field, messages]) => [field, messages.join(' ')]),
          ),
        );
      } else if (isApiError(error) && error.status !== 400 && error.status < 500) {
        setProblem(userMessage(error)); // 429 and friends: the global handler only logs them
      } else if (isApiError(error, 0)) {
        setProblem(userMessage(error));
      }
    } finally {
      setSubmitting(false);
    }
  });

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
          <form onSubmit={submit} noValidate>
            <Stack gap="md">
              {problem && (
                <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />}>
                  {problem}
                </Alert>
              )}
              <TextInput
                label="Email"
                type="email"
                autoComplete="username"
                placeholder="nama@perusahaan.co.id"
                leftSection={<IconMail size={16} />}
                withAsterisk
                autoFocus
                key={form.key('email')}
                {...form.getInputProps('email')}
              />
              <PasswordInput
                label="Password"
                autoComplete="current-password"
                leftSection={<IconLock size={16} />}
                withAsterisk
                key={form.key('password')}
                {...form.getInputProps('password')}
              />
              <Button
                type="submit"
                fullWidth
                size="md"
                mt="xs"
                loading={submitting}
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

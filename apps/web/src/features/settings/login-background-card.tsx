// 'Login background' (spec 2.21): Input Background, Button Color (picker and text), Input Background Form
// and an upload button. Nothing chosen: 'Warning!' / 'Cannot upload empty file!' and nothing is sent.
// Success: 'Uploaded!' / 'Background Uploaded', then the page reloads.
import { Button, Card, ColorInput, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { isApiError } from '../../lib/api-errors';
import { notifyError, notifyWarning } from '../../lib/notify';
import { reloadWithNotice } from '../../lib/reload-notice';
import { DEFAULT_BUTTON_COLOR, useLoginAppearance, useUploadBackground } from './api/login-appearance';
import { ImageFileField } from './image-file-field';

const HEX_COLOUR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;
const MAX_BYTES = 5 * 1024 * 1024;

export function LoginBackgroundCard() {
  const appearance = useLoginAppearance();
  const upload = useUploadBackground();
  const savedColor = appearance.data?.button_color ?? DEFAULT_BUTTON_COLOR;
  const [file, setFile] = useState<File | null>(null);
  const [backgroundForm, setBackgroundForm] = useState<File | null>(null);
  const [color, setColor] = useState(DEFAULT_BUTTON_COLOR);
  const [errors, setErrors] = useState<Record<string, string>>({});
  useEffect(() => setColor(savedColor), [savedColor]);

  const tooBig = (chosen: File | null) =>
    chosen && chosen.size > MAX_BYTES ? 'Ukuran file maksimal 5 MB.' : undefined;

  const submit = async () => {
    const colorChanged = color.trim().toLowerCase() !== savedColor.toLowerCase();
    const found: Record<string, string> = {};
    if (colorChanged && !HEX_COLOUR.test(color.trim()))
      found.buttonColor = 'Warna harus kode hex (#rgb atau #rrggbb).';
    const fileProblem = tooBig(file);
    const formProblem = tooBig(backgroundForm);
    if (fileProblem) found.file = fileProblem;
    if (formProblem) found.backgroundForm = formProblem;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    if (!file && !backgroundForm && !colorChanged) {
      notifyWarning('Warning!', 'Cannot upload empty file!');
      return;
    }
    try {
      await upload.mutateAsync({ file, backgroundForm, buttonColor: colorChanged ? color.trim() : null });
      reloadWithNotice('Uploaded!', 'Background Uploaded');
    } catch (error) {
      if (isApiError(error, 422))
        setErrors(
          Object.fromEntries(
            Object.entries(error.errors).map(([field, messages]) => [field, messages.join(' ')]),
          ),
        );
      // 413 and 415 are only logged by the API client (spec section 8); here they are the answer the user needs.
      else if (isApiError(error, 413) || isApiError(error, 415))
        notifyError(String(error.status), error.message);
    }
  };

  return (
    <Card withBorder radius="md" padding="lg">
      <Title order={4} mb="md">
        Login background
      </Title>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <ImageFileField
            label="Input Background"
            value={file}
            onChange={setFile}
            currentUrl={appearance.data?.background_url ?? null}
            error={errors.file}
          />
          <ImageFileField
            label="Input Background Form"
            value={backgroundForm}
            onChange={setBackgroundForm}
            currentUrl={appearance.data?.background_form_url ?? null}
            error={errors.backgroundForm}
          />
        </SimpleGrid>
        <Group align="flex-end" gap="md" wrap="wrap">
          <ColorInput
            label="Button Color"
            format="hex"
            w={220}
            value={color}
            onChange={setColor}
            error={errors.buttonColor}
            eyeDropperButtonProps={{ 'aria-label': 'Ambil warna dari layar' }}
            swatches={['#0f4c81', '#1c7ed6', '#0ca678', '#f08c00', '#e03131', '#7048e8', '#212529']}
          />
          <Stack gap={4}>
            <Text size="xs" c="dimmed">
              Contoh tombol
            </Text>
            <Button
              color={HEX_COLOUR.test(color.trim()) ? color.trim() : savedColor}
              tabIndex={-1}
              style={{ pointerEvents: 'none' }}
            >
              Login
            </Button>
          </Stack>
        </Group>
        <Group justify="flex-end">
          <Button
            leftSection={<IconUpload size={16} />}
            loading={upload.isPending}
            onClick={() => void submit()}
          >
            Upload
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

// 'Login background' (spec 2.21): Input Background, Button Color (picker and text), Input Background Form
// and an upload button. Nothing chosen: 'Warning!' / 'Cannot upload empty file!' and nothing is sent.
// Success: 'Uploaded!' / 'Background Uploaded', then the page reloads.
import { Button, Card, ColorInput, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { DEFAULT_BUTTON_COLOR, useLoginAppearance } from './api/login-appearance';
import { ImageFileField } from './image-file-field';
import { HEX_COLOUR, useBackgroundUpload } from './use-background-upload';

type ButtonColorFieldProps = {
  value: string;
  onChange: (color: string) => void;
  error?: string;
  savedColor: string;
};

/** 'Button Color', with a sample Login button in the colour typed (the saved one while it is not a hex code). */
function ButtonColorField({ value, onChange, error, savedColor }: ButtonColorFieldProps) {
  return (
    <Group align="flex-end" gap="md" wrap="wrap">
      <ColorInput
        label="Button Color"
        format="hex"
        w={220}
        value={value}
        onChange={onChange}
        error={error}
        eyeDropperButtonProps={{ 'aria-label': 'Ambil warna dari layar' }}
        swatches={['#0f4c81', '#1c7ed6', '#0ca678', '#f08c00', '#e03131', '#7048e8', '#212529']}
      />
      <Stack gap={4}>
        <Text size="xs" c="dimmed">
          Contoh tombol
        </Text>
        <Button
          color={HEX_COLOUR.test(value.trim()) ? value.trim() : savedColor}
          tabIndex={-1}
          style={{ pointerEvents: 'none' }}
        >
          Login
        </Button>
      </Stack>
    </Group>
  );
}

export function LoginBackgroundCard() {
  const appearance = useLoginAppearance();
  const savedColor = appearance.data?.button_color ?? DEFAULT_BUTTON_COLOR;
  const { file, setFile, backgroundForm, setBackgroundForm, color, setColor, errors, submit, uploading } =
    useBackgroundUpload(savedColor);

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
        <ButtonColorField
          value={color}
          onChange={setColor}
          error={errors.buttonColor}
          savedColor={savedColor}
        />
        <Group justify="flex-end">
          <Button leftSection={<IconUpload size={16} />} loading={uploading} onClick={() => void submit()}>
            Upload
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

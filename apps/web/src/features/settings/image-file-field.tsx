// One image chooser of the 'Login background' card: the file input and a thumbnail of what the login page
// shows now (or of the file just chosen).
import { Box, FileInput, Image, Stack, Text } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { useEffect, useState } from 'react';

export const ACCEPTED_IMAGES = 'image/jpeg,image/png,image/webp';

type ImageFileFieldProps = {
  label: string;
  value: File | null;
  onChange: (file: File | null) => void;
  currentUrl: string | null;
  error?: string;
};

export function ImageFileField({ label, value, onChange, currentUrl, error }: ImageFileFieldProps) {
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => {
    if (!value) return setPreview(null);
    const url = URL.createObjectURL(value);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [value]);
  const shown = preview ?? currentUrl;

  return (
    <Stack gap={6}>
      <FileInput
        label={label}
        description="JPEG, PNG atau WebP, maks. 5 MB"
        placeholder="Pilih gambar"
        accept={ACCEPTED_IMAGES}
        clearable
        leftSection={<IconPhoto size={16} />}
        value={value}
        onChange={onChange}
        error={error}
      />
      <Box
        h={96}
        bg="gray.0"
        style={{
          borderRadius: 'var(--mantine-radius-sm)',
          border: '1px dashed var(--mantine-color-gray-4)',
          overflow: 'hidden',
        }}
      >
        {shown ? (
          <Image src={shown} alt={`${label} preview`} h={96} fit="cover" />
        ) : (
          <Text size="xs" c="dimmed" ta="center" lh="96px">
            Belum ada gambar
          </Text>
        )}
      </Box>
      {preview && (
        <Text size="xs" c="dimmed">
          Gambar baru, belum di-upload.
        </Text>
      )}
    </Stack>
  );
}

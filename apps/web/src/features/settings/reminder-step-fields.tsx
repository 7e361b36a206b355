// One reminder step's words (issue 30): its subject and text with placeholders, and 'Pratinjau', which asks
// the API to render them for a sample invoice exactly as the mail will read.
import { Button, Fieldset, Paper, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { useState } from 'react';
import type { ReminderPreview } from '@tagih/domain/schemas/reminder';
import type { ReminderTemplate } from '@tagih/domain/reminder-texts';
import { isApiError, type FieldErrors } from '../../lib/api-errors';
import { previewReminder } from './api/reminder-settings';

export function ReminderStepFields({
  step,
  day,
  value,
  onChange,
  errors,
}: {
  step: number;
  day: number;
  value: ReminderTemplate;
  onChange: (next: ReminderTemplate) => void;
  errors: FieldErrors;
}) {
  const [preview, setPreview] = useState<ReminderPreview | null>(null);
  const [previewErrors, setPreviewErrors] = useState<FieldErrors>({});
  const show = async () => {
    setPreviewErrors({});
    try {
      setPreview(await previewReminder(value));
    } catch (error) {
      setPreview(null);
      if (isApiError(error, 422)) setPreviewErrors(error.errors);
    }
  };
  const errorOf = (field: 'subject' | 'body') =>
    [...(errors[`templates.${step}.${field}`] ?? []), ...(previewErrors[field] ?? [])].join(' ') || undefined;
  return (
    <Fieldset legend={`Pengingat ke-${step + 1} (hari ke-${day} setelah jatuh tempo)`}>
      <Stack gap="xs">
        <TextInput
          label="Subjek"
          value={value.subject}
          onChange={(event) => onChange({ ...value, subject: event.currentTarget.value })}
          error={errorOf('subject')}
        />
        <Textarea
          label="Isi email"
          description="Pisahkan paragraf dengan baris kosong. Salam pembuka dan penutup ditambahkan otomatis."
          autosize
          minRows={4}
          value={value.body}
          onChange={(event) => onChange({ ...value, body: event.currentTarget.value })}
          error={errorOf('body')}
        />
        <Button
          variant="light"
          size="xs"
          w="fit-content"
          leftSection={<IconEye size={14} />}
          onClick={() => void show()}
        >
          Pratinjau pengingat ke-{step + 1}
        </Button>
        {preview && (
          <Paper
            withBorder
            p="sm"
            bg="gray.0"
            role="region"
            aria-label={`Pratinjau pengingat ke-${step + 1}`}
          >
            <Text size="sm" fw={700}>
              {preview.subject}
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {preview.text}
            </Text>
          </Paper>
        )}
      </Stack>
    </Fieldset>
  );
}

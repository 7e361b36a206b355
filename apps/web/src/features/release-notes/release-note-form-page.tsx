// Release note form (spec 2.19, section 5): Version, Date Schedule, Time Schedule (24-hour) and a rich-text
// Description. Date and time are joined with a space into date_schedule, and split again on edit; a
// missing date or time blocks the save with 'Error' / 'Harap Isi tanggal dan waktu'.
import { SimpleGrid, TextInput } from '@mantine/core';
import { DateInput, TimePicker } from '@mantine/dates';
import { IconCalendar, IconClock } from '@tabler/icons-react';
import { joinSchedule, releaseNoteInputSchema, splitSchedule } from '@tagih/domain/schemas/release-note';
import type { ReleaseNote, ReleaseNoteInput } from '@tagih/domain/schemas/release-note';
import { FormPage } from '../../components/form-page';
import { LazyRichTextEditor } from '../../components/lazy-rich-text-editor';
import { paths } from '../../config/paths';
import { notifyWarning } from '../../lib/notify';
import { releaseNoteHooks } from './api/release-note-hooks';

type Values = { version: string; date_schedule: string; time_schedule: string; description: string };

const toValues = (note: ReleaseNote): Values => {
  const { date, time } = splitSchedule(note.date_schedule);
  return { version: note.version, date_schedule: date, time_schedule: time, description: note.description };
};

const toPayload = (values: Values): ReleaseNoteInput => ({
  version: values.version,
  date_schedule: joinSchedule(values.date_schedule, values.time_schedule),
  description: values.description,
});

const warnWhenScheduleMissing = (_errors: Record<string, unknown>, values: Values) => {
  if (!values.date_schedule.trim() || !values.time_schedule.trim())
    notifyWarning('Error', 'Harap Isi tanggal dan waktu');
};

export default function ReleaseNoteFormPage() {
  return (
    <FormPage<Values, ReleaseNote, ReleaseNoteInput>
      title="Form Release Note"
      section={paths.releaseNotes}
      resource={releaseNoteHooks}
      schema={releaseNoteInputSchema}
      initialValues={{ version: '', date_schedule: '', time_schedule: '', description: '' }}
      toValues={toValues}
      toPayload={toPayload}
      onInvalid={warnWhenScheduleMissing}
      maxWidth={860}
    >
      {(form) => (
        <>
          <TextInput
            label="Version"
            placeholder="v2.6.0"
            withAsterisk
            maxLength={50}
            {...form.getInputProps('version')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <DateInput
              label="Date Schedule"
              placeholder="YYYY-MM-DD"
              valueFormat="YYYY-MM-DD"
              withAsterisk
              clearable
              leftSection={<IconCalendar size={16} />}
              {...form.getInputProps('date_schedule')}
              value={form.values.date_schedule || null}
              onChange={(value) => form.setFieldValue('date_schedule', value ?? '')}
            />
            <TimePicker
              label="Time Schedule"
              format="24h"
              hoursInputLabel="Jam"
              minutesInputLabel="Menit"
              withDropdown
              withAsterisk
              clearable
              leftSection={<IconClock size={16} />}
              {...form.getInputProps('time_schedule')}
            />
          </SimpleGrid>
          <LazyRichTextEditor
            label="Description"
            value={form.values.description}
            onChange={(html) => form.setFieldValue('description', html)}
            error={typeof form.errors.description === 'string' ? form.errors.description : undefined}
          />
        </>
      )}
    </FormPage>
  );
}

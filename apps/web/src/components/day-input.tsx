// A day field ('YYYY-MM-DD') on the console's Indonesian calendar, written once for every form and dialog. In a
// dialog, Escape closes the open calendar only and the dialog around it stays: Mantine's modal hears the key
// first otherwise, and leaves an Escape on an element marked `data-mantine-stop-propagation` to that element
// (its documented attribute), so the field carries the mark while its calendar is open.
import { DateInput, type DateInputProps } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import { useState } from 'react';

export type DayInputProps = Omit<
  DateInputProps,
  'value' | 'onChange' | 'valueFormat' | 'popoverProps' | 'defaultValue'
> & {
  /** 'YYYY-MM-DD', or '' when empty. */
  value: string;
  onChange: (day: string) => void;
};

export function DayInput({ value, onChange, ...props }: DayInputProps) {
  const [calendarOpen, setCalendarOpen] = useState(false);
  return (
    <DateInput
      placeholder="YYYY-MM-DD"
      leftSection={<IconCalendar size={16} />}
      {...props}
      valueFormat="YYYY-MM-DD"
      value={value || null}
      onChange={(day) => onChange(day ?? '')}
      popoverProps={{
        withinPortal: true,
        onOpen: () => setCalendarOpen(true),
        onClose: () => setCalendarOpen(false),
      }}
      data-mantine-stop-propagation={calendarOpen || undefined}
    />
  );
}

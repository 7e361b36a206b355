import '@mantine/dates/styles.css';
import 'dayjs/locale/id';
import { DatesProvider } from '@mantine/dates';
import { ModalsProvider } from '@mantine/modals';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { queryClient } from '../lib/query-client';

/**
 * The providers of the signed-in console, mounted by the admin layout (loaded after sign-in, so the login
 * page fetches none of them): the query client, the confirmation dialogs, and the date pickers, which speak
 * Indonesian (dayjs 'id', weeks from Monday).
 */
export function AdminProviders({ children }: { children: ReactNode }) {
  return (
    <DatesProvider settings={{ locale: 'id', firstDayOfWeek: 1 }}>
      <QueryClientProvider client={queryClient}>
        <ModalsProvider labels={{ confirm: 'OK', cancel: 'Cancel' }}>{children}</ModalsProvider>
      </QueryClientProvider>
    </DatesProvider>
  );
}

// The console's alerts (lib/notify.ts) are kept in Mantine's notifications store, which is small; the
// component that shows them (with its transitions) is fetched only when there is a first alert to show or the
// console opens, so the login page's form does not wait for it.
import { useNotifications } from '@mantine/notifications';
import { lazy, Suspense, useState } from 'react';

export const loadAlertsContainer = () => import('./alerts-container');
const AlertsContainer = lazy(loadAlertsContainer);

export function Alerts() {
  const { notifications, queue } = useNotifications();
  const [needed, setNeeded] = useState(false);
  // Once mounted it stays: an alert's closing transition needs it, and so does the next alert.
  if (!needed && notifications.length + queue.length > 0) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <AlertsContainer />
    </Suspense>
  );
}

import '@mantine/notifications/styles.css';
import { Notifications } from '@mantine/notifications';

// Alerts sit at the top centre, under nothing a form needs: at the bottom right they covered a long form's
// Save button, and hovering one kept it there.
export default function AlertsContainer() {
  return (
    <Notifications
      position="top-center"
      zIndex={1000}
      limit={3}
      pauseResetOnHover="notification"
      containerWidth={440}
    />
  );
}

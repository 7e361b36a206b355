// The console's alerts, one style everywhere (spec section 8).
import { notifications } from '@mantine/notifications';

export function notifySuccess(title: string, message?: string): void {
  notifications.show({ color: 'teal', title, message: message ?? '', autoClose: 3000 });
}

export function notifyError(title: string, message: string, id?: string): void {
  notifications.show({ id, color: 'red', title, message, autoClose: 6000 });
}

export function notifyWarning(title: string, message: string, id?: string): void {
  notifications.show({ id, color: 'yellow', title, message, autoClose: 5000 });
}

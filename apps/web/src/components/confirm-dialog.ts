// The confirmations of spec section 8, worded once. Each resolves to true when the user confirms.
import { modals } from '@mantine/modals';

type ConfirmOptions = { title: string; text: string; confirmLabel: string; danger?: boolean };

export function confirmAction({
  title,
  text,
  confirmLabel,
  danger = false,
}: ConfirmOptions): Promise<boolean> {
  return new Promise((resolve) => {
    modals.openConfirmModal({
      title,
      children: text,
      centered: true,
      labels: { confirm: confirmLabel, cancel: 'Cancel' },
      confirmProps: danger ? { color: 'red' } : {},
      onConfirm: () => resolve(true),
      onCancel: () => resolve(false),
      onClose: () => resolve(false), // closed with Escape, the overlay or the X: nothing happens
    });
  });
}

export const confirmDelete = () =>
  confirmAction({
    title: 'Are you sure?',
    text: "You won't be able to revert this!",
    confirmLabel: 'Yes, delete it!',
    danger: true,
  });

/** Cancelling an order uses the delete wording (spec section 8). */
export const confirmCancelOrder = confirmDelete;

export const confirmLogout = () =>
  confirmAction({
    title: 'Are you sure?',
    text: 'All your session will be deleted',
    confirmLabel: 'Yes, Logout',
    danger: true,
  });

export const confirmClearSessions = () =>
  confirmAction({
    title: 'Are you sure ?',
    text: 'This Delete All Session Users Login!',
    confirmLabel: 'Oke',
    danger: true,
  });

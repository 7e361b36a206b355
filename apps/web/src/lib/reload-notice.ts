// "Show a message, then reload the page" (spec section 8: 'Uploaded!' then a page reload). A message shown
// just before a reload vanishes with the page, so it is kept in sessionStorage and shown by the reloaded
// screen instead.
import { notifySuccess } from './notify';

const KEY = 'tagih:notice-after-reload';

/** Reloads the page and shows the success message once it is back. */
export function reloadWithNotice(title: string, message?: string): void {
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify({ title, message: message ?? '' }));
  } catch {
    notifySuccess(title, message); // storage blocked: at least show it now
  }
  window.location.reload();
}

/** Shows (once) the message left by reloadWithNotice. Call it when a screen that reloads itself mounts. */
export function showNoticeAfterReload(): void {
  let raw: string | null = null;
  try {
    raw = window.sessionStorage.getItem(KEY);
    window.sessionStorage.removeItem(KEY);
  } catch {
    return;
  }
  if (!raw) return;
  try {
    const { title, message } = JSON.parse(raw) as { title?: unknown; message?: unknown };
    if (typeof title === 'string') notifySuccess(title, typeof message === 'string' ? message : '');
  } catch {
    // a damaged entry is dropped
  }
}

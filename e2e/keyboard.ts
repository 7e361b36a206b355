// Driving the console by keyboard alone in browser tests: Tab (or Shift+Tab) until the focused control's name
// matches, and reading that name as a screen reader user hears it (aria-label, the label, the text).
import type { Page } from 'playwright-core';

/** The focused element's accessible words on one line: its aria-label, its label's text and its own text. */
export function focusedName(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    const label = (element as HTMLInputElement | null)?.labels?.[0]?.innerText ?? '';
    const words = `${element?.getAttribute('aria-label') ?? ''} ${label} ${element?.innerText ?? ''}`;
    return words.replace(/\s+/g, ' ').trim(); // a chip's hidden 'Hapus filter' sits on a line of its own
  });
}

/** Presses Tab (Shift+Tab with `backwards`) until the focused element's name matches; fails after `limit`. */
export async function tabTo(page: Page, name: RegExp, options: { limit?: number; backwards?: boolean } = {}) {
  const limit = options.limit ?? 60;
  for (let press = 0; press < limit; press += 1) {
    await page.keyboard.press(options.backwards ? 'Shift+Tab' : 'Tab');
    if (name.test(await focusedName(page))) return;
  }
  throw new Error(`no focusable element matching ${name} within ${limit} Tab presses`);
}

/**
 * Presses ArrowDown until `reached` says so; fails after `limit` presses. Menus and option lists open with a
 * transition: a press before it has finished may move nothing, so the outcome decides, not the count.
 */
export async function arrowUntil(page: Page, what: string, reached: () => Promise<boolean>, limit = 10) {
  for (let press = 0; press < limit; press += 1) {
    await page.keyboard.press('ArrowDown');
    if (await reached()) return;
  }
  throw new Error(`${what} not reached within ${limit} ArrowDown presses`);
}

/** Presses ArrowDown until the focused element's name matches (a menu's items, which loop). */
export const arrowTo = (page: Page, name: RegExp) =>
  arrowUntil(page, `a menu item matching ${name}`, async () => name.test(await focusedName(page)));

/** Starts the next Tab from the top of the page (nothing focused). */
export async function fromTheTop(page: Page) {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
}

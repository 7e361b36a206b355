// Web-first assertions for playwright-core locators in Vitest: each polls until it holds or times out, so
// tests wait for what a user would wait for instead of sleeping.
import { expect } from 'vitest';
import type { Locator } from 'playwright-core';

const TIMEOUT = 15_000;

async function poll(check: () => Promise<boolean>, timeout = TIMEOUT): Promise<boolean> {
  const deadline = Date.now() + timeout;
  for (;;) {
    if (await check().catch(() => false)) return true;
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Polls until what `check` says holds, or, under `.not`, until it no longer holds (then the answer is the
 * negation vitest expects back): a negated matcher waits for the change too instead of sitting out its time.
 */
async function settle(negated: boolean | undefined, check: () => Promise<boolean>): Promise<boolean> {
  // vitest leaves `isNot` undefined on a plain assertion: read it as false, never compare with it.
  const isNot = negated === true;
  const reached = await poll(async () => (await check()) !== isNot, isNot ? 5_000 : TIMEOUT);
  return isNot ? !reached : reached;
}

expect.extend({
  async toBeVisible(locator: Locator) {
    const pass = await settle(this.isNot, () => locator.isVisible());
    return { pass, message: () => `expected ${locator} ${this.isNot ? 'not ' : ''}to be visible` };
  },
  async toHaveCount(locator: Locator, count: number) {
    let last = -1;
    const pass = await settle(this.isNot, async () => (last = await locator.count()) === count);
    return { pass, message: () => `expected ${locator} to have count ${count}, last seen ${last}` };
  },
  async toHaveValue(locator: Locator, value: string) {
    let last = '';
    const pass = await settle(this.isNot, async () => (last = await locator.inputValue()) === value);
    return { pass, message: () => `expected ${locator} to have value "${value}", last seen "${last}"` };
  },
  async toHaveText(locator: Locator, text: string | RegExp) {
    let last = '';
    const pass = await settle(this.isNot, async () => {
      last = (await locator.innerText()).trim();
      return typeof text === 'string' ? last === text : text.test(last);
    });
    return { pass, message: () => `expected ${locator} to have text ${String(text)}, last seen "${last}"` };
  },
  async toHaveAttribute(locator: Locator, name: string, value: string) {
    let last: string | null = null;
    const pass = await settle(this.isNot, async () => (last = await locator.getAttribute(name)) === value);
    return {
      pass,
      message: () => `expected ${locator} to have ${name}="${value}", last seen ${JSON.stringify(last)}`,
    };
  },
});

interface LocatorMatchers<R = unknown> {
  toBeVisible(): Promise<R>;
  toHaveCount(count: number): Promise<R>;
  toHaveValue(value: string): Promise<R>;
  toHaveText(text: string | RegExp): Promise<R>;
  toHaveAttribute(name: string, value: string): Promise<R>;
}

declare module 'vitest' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type, @typescript-eslint/no-explicit-any
  interface Assertion<T = any> extends LocatorMatchers<T> {}
}

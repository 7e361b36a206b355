// pg 9 removes what pg 8 only warns about (once per process): a query sent to a client that is still running
// one. A transaction is one client, so a Promise.all over `tx` does it. This setup file fails the test file in
// which that warning appears, so such code is caught here rather than by the next pg upgrade.
import { afterAll, expect } from 'vitest';

const queued: string[] = [];
const onWarning = (warning: Error) => {
  if (warning.name === 'DeprecationWarning' && warning.message.includes('already executing a query'))
    queued.push(warning.message);
};
process.on('warning', onWarning);

afterAll(() => {
  process.off('warning', onWarning);
  expect(
    queued,
    'a query sent to a pg client that was still running one (Promise.all over a transaction?)',
  ).toEqual([]);
});

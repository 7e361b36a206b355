import { describe, expect, it } from 'vitest';
import { formatNpwp } from './npwp.ts';

describe('formatNpwp: one printed form for the seller and the buyer', () => {
  it('16 digits in four groups of four', () => {
    expect(formatNpwp('0123456789012345')).toBe('0123 4567 8901 2345');
  });

  it('a legacy 15-digit NPWP as on the old card, however it was given', () => {
    expect(formatNpwp('012345678901234')).toBe('01.234.567.8-901.234');
    expect(formatNpwp('01.234.567.8-901.234')).toBe('01.234.567.8-901.234');
  });

  it("separators given with a 16-digit one are dropped; none is '-'; another length is printed as given", () => {
    expect(formatNpwp('0123.4567.8901.2345')).toBe('0123 4567 8901 2345');
    expect(formatNpwp(null)).toBe('-');
    expect(formatNpwp('  ')).toBe('-');
    expect(formatNpwp('12345')).toBe('12345');
  });
});

import { describe, expect, it } from 'vitest';
import { addOnOutsideProductMessage, addOnSelectionFor, addOnsOutsideProduct } from './order-add-ons.ts';

const whatsapp = { id: 11, name: 'WhatsApp Notification' };
const payroll = { id: 12, name: 'Payroll' };
const pos = { id: 13, name: 'Point of Sale' };

describe('add-ons of an order belong to its product', () => {
  it("finds the chosen add-ons outside the product's own, in the order chosen", () => {
    // The product includes 11 and 12; 13 was chosen too.
    expect(addOnsOutsideProduct([11, 12], [pos, whatsapp, payroll])).toEqual([pos]);
    expect(addOnsOutsideProduct([11, 12], [whatsapp])).toEqual([]);
    expect(addOnsOutsideProduct([], [whatsapp, pos])).toEqual([whatsapp, pos]);
  });

  it('names the add-on in the message', () => {
    expect(addOnOutsideProductMessage('Point of Sale')).toBe(
      'Add-on Point of Sale tidak termasuk dalam produk yang dipilih.',
    );
  });

  it("replaces the selection with another product's add-ons; keeps the product's own subset otherwise", () => {
    expect(addOnSelectionFor([21, 22], ['11', '12'], true)).toEqual(['21', '22']);
    expect(addOnSelectionFor([], ['11', '12'], true)).toEqual([]);
    // The same product again (an upgrade of an order with this product): what was chosen stays, if its own.
    expect(addOnSelectionFor([11, 12], ['12', '13'], false)).toEqual(['12']);
  });
});

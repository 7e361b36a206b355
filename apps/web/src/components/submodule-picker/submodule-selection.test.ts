import { describe, expect, it } from 'vitest';
import {
  checkedRows,
  selectionFromDetail,
  selectionTotals,
  submoduleErrors,
  withRowChange,
} from './submodule-selection';
import type { SubmoduleSelection } from './submodule-selection';

const selection: SubmoduleSelection = {
  modules: ['2', '1'],
  rows: {
    '7': { id: 7, name: 'Job Order', submodule: 2, checked: true, price: '2000000', disc: '' },
    '1': { id: 1, name: 'Lead Management', submodule: 1, checked: true, price: '1500000', disc: '100000' },
    '2': { id: 2, name: 'Campaign', submodule: 1, checked: false, price: '999', disc: '' },
    '13': { id: 13, name: 'Master Customer', submodule: 3, checked: true, price: '500', disc: '' }, // module 3 no longer chosen
    '3': { id: 3, name: 'Quotation', submodule: 1, checked: true, price: '', disc: '' },
  },
};

describe('the sub-module picker state', () => {
  it('sends only the checked rows of the chosen modules, in module order, empty amounts as 0', () => {
    expect(checkedRows(selection)).toEqual([
      { id: 1, name: 'Lead Management', submodule: 1, price: '1500000', disc: '100000' },
      { id: 3, name: 'Quotation', submodule: 1, price: '0', disc: '0' },
      { id: 7, name: 'Job Order', submodule: 2, price: '2000000', disc: '0' },
    ]);
  });

  it('totals them as the server will: (1.500.000 - 100.000) + 0 + 2.000.000 = 3.400.000, disc 100.000', () => {
    expect(selectionTotals(selection)).toEqual({ total: 3_400_000n, totalDisc: 100_000n });
  });

  it('reads a saved item back: its modules and its checked rows, a 0 disc shown empty', () => {
    const restored = selectionFromDetail({
      ref_module_ids: [1],
      dataSubModule: {
        '1': [
          { id: 1, name: 'Lead Management', checked: true, price: '1500000', disc: '100000' },
          { id: 2, name: 'Campaign', checked: false, price: '0', disc: '0' },
          { id: 3, name: 'Quotation', checked: true, price: '750000', disc: '0' },
        ],
      },
    });
    expect(restored).toEqual({
      modules: ['1'],
      rows: {
        '1': {
          id: 1,
          name: 'Lead Management',
          submodule: 1,
          checked: true,
          price: '1500000',
          disc: '100000',
        },
        '3': { id: 3, name: 'Quotation', submodule: 1, checked: true, price: '750000', disc: '' },
      },
    });
  });

  it("collects the form's messages about the rows", () => {
    expect(
      submoduleErrors({
        name: 'Wajib diisi.',
        submodule: 'Ref Submodule tidak boleh kosong!',
        'submodule.0.price': 'Maksimal 9 digit.',
      }),
    ).toEqual(['Ref Submodule tidak boleh kosong!', 'Maksimal 9 digit.']);
  });

  it('ticks a row when a price is typed into it, and leaves an explicit untick alone', () => {
    const campaign = { id: 2, ref_module_id: 1, name: 'Campaign' };
    const fresh = { id: 9, ref_module_id: 1, name: 'Ticketing' };
    expect(withRowChange(selection, campaign, { price: '5000' }).rows['2']).toEqual({
      id: 2,
      name: 'Campaign',
      submodule: 1,
      checked: true,
      price: '5000',
      disc: '',
    });
    expect(withRowChange(selection, fresh, { disc: '10' }).rows['9']).toEqual({
      id: 9,
      name: 'Ticketing',
      submodule: 1,
      checked: false,
      price: '',
      disc: '10',
    });
    expect(withRowChange(selection, campaign, { price: '5000', checked: false }).rows['2']?.checked).toBe(
      false,
    );
  });
});

import { describe, expect, it } from 'vitest';
import { apiListQuery, ariaSort, nextSort, readListQuery, writeListQuery } from './list-address';

describe('the list address', () => {
  it('reads page, search, sort and only the declared filters', () => {
    const query = readListQuery(
      new URLSearchParams('page=3&search=maju&sort=total_price&dir=desc&status=1&evil=1'),
      ['status', 'canceled'],
    );
    expect(query).toEqual({
      page: 3,
      search: 'maju',
      sort: 'total_price',
      dir: 'desc',
      filters: { status: '1' },
    });
  });

  it('falls back to page 1, ascending, and no sort without a field', () => {
    expect(readListQuery(new URLSearchParams('page=abc&sort=name&dir=sideways'))).toMatchObject({
      page: 1,
      sort: 'name',
      dir: 'asc',
    });
    expect(readListQuery(new URLSearchParams('dir=desc')).dir).toBeUndefined();
  });

  it('writes the state back without defaults, and a round trip keeps it', () => {
    const state = { page: 2, search: 'x', sort: 'price', dir: 'desc' as const, filters: { active: '1' } };
    const written = writeListQuery(state);
    expect(written).toEqual({ page: '2', search: 'x', sort: 'price', dir: 'desc', active: '1' });
    expect(readListQuery(new URLSearchParams(written), ['active'])).toEqual(state);
    expect(writeListQuery({ page: 1, search: '', filters: {} })).toEqual({});
  });

  it('cycles a header none -> asc -> desc -> none and starts another field ascending', () => {
    const base = { page: 1, search: '', filters: {} };
    expect(nextSort(base, 'price')).toEqual({ sort: 'price', dir: 'asc' });
    expect(nextSort({ ...base, sort: 'price', dir: 'asc' }, 'price')).toEqual({ sort: 'price', dir: 'desc' });
    expect(nextSort({ ...base, sort: 'price', dir: 'desc' }, 'price')).toEqual({
      sort: undefined,
      dir: undefined,
    });
    expect(nextSort({ ...base, sort: 'price', dir: 'desc' }, 'name')).toEqual({ sort: 'name', dir: 'asc' });
    expect(ariaSort({ ...base, sort: 'price', dir: 'desc' }, 'price')).toBe('descending');
    expect(ariaSort({ ...base, sort: 'price', dir: 'desc' }, 'name')).toBe('none');
  });

  it('asks the API for the same search, sort and filters, with the page only for a list page', () => {
    const state = { search: 'a', sort: 'name', dir: 'asc' as const, filters: { status: '0' } };
    expect(apiListQuery(state)).toEqual({ search: 'a', sort: 'name', dir: 'asc', status: '0' });
    expect(apiListQuery({ ...state, page: 4 }).page).toBe('4');
  });
});

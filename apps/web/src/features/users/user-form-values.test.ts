import { describe, expect, it } from 'vitest';
import { userInputSchema } from '@tagih/domain/schemas/user';
import type { User } from '@tagih/domain/schemas/user';
import { emptyUserValues, userToPayload, userToValues, valuesForCompany } from './user-form-values';

const loaded: User = {
  id: 7,
  id_company: 3,
  company: { id_company: 3, name_company: 'PT Maju Jaya Abadi' },
  employee_id: 'MJA-0042',
  username_user: 'rina@majujaya.co.id',
  profile: { name_user: 'Rina Wijaya', mobile_user: '081298765432' },
  default_branch: 11,
  branch: { id: 11, name: 'Kantor Pusat' },
  branchs_id: [11, 12],
  branches: [
    { id: 11, name: 'Kantor Pusat' },
    { id: 12, name: 'Cabang Surabaya' },
  ],
  user_roles_id: [21],
  roles: [{ rbac_role_id: 21, role: { id: 21, name: 'Administrator' } }],
  id_group: 31,
  group: { id: 31, name: 'Default' },
  id_role: null,
  role: null,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
};

describe('user form values', () => {
  it('flattens the nested user as spec 2.20 says, with id_role 0 when absent', () => {
    expect(userToValues(loaded)).toEqual({
      id_company: '3',
      branchs_id: ['11', '12'],
      user_roles_id: ['21'],
      employee_id: 'MJA-0042',
      username_user: 'rina@majujaya.co.id',
      name_user: 'Rina Wijaya',
      mobile_user: '081298765432',
      default_branch: 11,
      id_group: 31,
      id_role: 0,
    });
  });

  it('sends what the API schema accepts, with id_role 0 read as none', () => {
    const parsed = userInputSchema.parse(userToPayload(userToValues(loaded)));
    expect(parsed).toMatchObject({
      id_company: 3,
      branchs_id: [11, 12],
      user_roles_id: [21],
      id_role: null,
      id_group: 31,
      default_branch: 11,
    });
    expect(
      userInputSchema.safeParse(userToPayload(emptyUserValues)).error?.issues.map((issue) => issue.path[0]),
    ).toEqual(
      expect.arrayContaining(['id_company', 'branchs_id', 'user_roles_id', 'username_user', 'name_user']),
    );
  });

  it('clears the choices of the previous company when another is chosen, and keeps them otherwise', () => {
    const values = userToValues(loaded);
    expect(valuesForCompany(values, '3')).toBe(values);
    expect(valuesForCompany(values, '4')).toMatchObject({
      id_company: '4',
      branchs_id: [],
      user_roles_id: [],
      default_branch: null,
      id_group: null,
      id_role: 0,
      name_user: 'Rina Wijaya',
    });
  });
});

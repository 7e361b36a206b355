// The user form's values and how a loaded user becomes them (spec 2.20): the nested record is flattened into
// id_company, default_branch, name_user, mobile_user, id_group and id_role, with id_role 0 when absent.
import type { User, UserInput } from '@tagih/domain/schemas/user';

export type UserFormValues = {
  id_company: string | null;
  branchs_id: string[];
  user_roles_id: string[];
  employee_id: string;
  username_user: string;
  name_user: string;
  mobile_user: string;
  /** Not on screen: kept from the loaded user, or the company's defaults for a new one. */
  default_branch: number | null;
  id_group: number | null;
  id_role: number;
};

export const emptyUserValues: UserFormValues = {
  id_company: null,
  branchs_id: [],
  user_roles_id: [],
  employee_id: '',
  username_user: '',
  name_user: '',
  mobile_user: '',
  default_branch: null,
  id_group: null,
  id_role: 0,
};

export function userToValues(user: User): UserFormValues {
  return {
    id_company: String(user.company?.id_company ?? user.id_company),
    branchs_id: user.branchs_id.map(String),
    user_roles_id: user.user_roles_id.map(String),
    employee_id: user.employee_id ?? '',
    username_user: user.username_user,
    name_user: user.profile?.name_user ?? '',
    mobile_user: user.profile?.mobile_user ?? '',
    default_branch: user.branch?.id ?? null,
    id_group: user.group?.id ?? null,
    id_role: user.role?.id_role ?? 0,
  };
}

/** The chosen company's id, branch and group ids as numbers; everything else as typed (the schema trims). */
export function userToPayload(values: UserFormValues): UserInput {
  return {
    ...values,
    id_company: values.id_company === null ? '' : Number(values.id_company),
    branchs_id: values.branchs_id.map(Number),
    user_roles_id: values.user_roles_id.map(Number),
  };
}

/** A different company: its branches, groups, group access and role replace the old company's. */
export function valuesForCompany(values: UserFormValues, id_company: string | null): UserFormValues {
  if (values.id_company === id_company) return values;
  return {
    ...values,
    id_company,
    branchs_id: [],
    user_roles_id: [],
    default_branch: null,
    id_group: null,
    id_role: 0,
  };
}

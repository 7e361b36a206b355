// Demo client companies and their users, stored through the same repositories as the API, so their codes
// come from the code sequences and each company has its default branch and roles.
import { npwp16 } from '@tagih/domain/schemas/tax';
import type { Db } from '@tagih/db';
import { userRepository } from '../repositories/client-users.ts';
import { companyRepository } from '../repositories/companies.ts';
import { addBranch, searchLookup } from '../repositories/company-lookups.ts';
import { DEMO_COMPANIES } from './demo-company-rows.ts';

const context = { adminId: null, requestId: 'demo-seed' };

const emailName = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z ]/g, '')
    .trim()
    .split(/\s+/)
    .slice(0, 2)
    .join('.');

export async function seedCompaniesDemo(db: Db): Promise<void> {
  for (const [index, demo] of DEMO_COMPANIES.entries()) {
    const { domain, pic, branches: extraBranches, users, type, ...fields } = demo;
    const company = await companyRepository.store(
      db,
      {
        ...fields,
        email: `info@${domain}`,
        pic_email: `${emailName(pic)}@${domain}`,
        pic_name: pic,
        pic_phone: `0812${String(70_000_000 + index * 1_234_567).slice(0, 8)}`,
        fax_number: fields.phone_company ? `${fields.phone_company.slice(0, -1)}9` : null,
        country: 'Indonesia',
        status_type_job_order: type,
        // Stored as the form stores them: a 15-digit NPWP with its leading 0, the head office's NITKU.
        npwp: npwp16(fields.npwp),
        nik: null,
        nitku: fields.npwp ? `${npwp16(fields.npwp)}000000` : null,
      },
      context,
    );
    for (const name of extraBranches) await addBranch(db, { company_id: company.id_company, name }, context);
    const query = { name: '', company_id: company.id_company };
    const branchIds = (await searchLookup(db, 'branches', query)).map((branch) => branch.id);
    const [administrator, staff] = await searchLookup(db, 'rbacRoles', query);
    const [group] = await searchLookup(db, 'groupAccesses', query);
    const [role] = await searchLookup(db, 'roles', query);
    for (const [position, [name, mobile]] of users.entries()) {
      await userRepository.store(
        db,
        {
          id: null,
          id_company: company.id_company,
          // The first user works across every branch as an administrator; the others at one branch as staff.
          branchs_id: position === 0 ? branchIds : [branchIds[position % branchIds.length]!],
          user_roles_id: [position === 0 ? administrator!.id : staff!.id],
          employee_id: `${company.code_company}-${String(position + 1).padStart(3, '0')}`,
          username_user: `${emailName(name)}@${domain}`,
          name_user: name,
          mobile_user: mobile,
          default_branch: null,
          id_group: group?.id ?? null,
          id_role: role?.id ?? null,
        },
        context,
      );
    }
  }
}

import { companySchema } from '@tagih/domain/schemas/company';
import type { Company, CompanyInput } from '@tagih/domain/schemas/company';
import { createResourceHooks } from '../../../lib/resource-hooks';

/** The standard set over /companies (spec 2.6, 2.7, section 7). A renamed company shows in the user list too. */
export const companyHooks = createResourceHooks<Company, CompanyInput>('/companies', {
  rowSchema: companySchema,
  alsoInvalidates: ['/users'],
});

// Validates a Mantine form with the same zod schema the API parses the payload with (style convention 7), so
// the form refuses what the server would refuse, with the server's wording where the schema has one.
import type { FormErrors } from '@mantine/form';
import type { ZodType, core } from 'zod';

const REQUIRED_MESSAGE = 'Wajib diisi.';

function valueAt(values: unknown, path: PropertyKey[]): unknown {
  let current: unknown = values;
  for (const key of path) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Record<PropertyKey, unknown>)[key];
  }
  return current;
}

/**
 * The most useful message of an issue. A union (money is "a number or a digit string") reports one failure
 * per branch; the branch that got past the type check has the message meant for people.
 */
function messageOf(issue: core.$ZodIssue): string {
  if (issue.code !== 'invalid_union') return issue.message;
  const branches = issue.errors.flat();
  const meaningful = branches.find((branch) => branch.code !== 'invalid_type') ?? branches[0];
  return meaningful?.message ?? issue.message;
}

export function zodResolver<Values>(schema: ZodType) {
  return (values: Values): FormErrors => {
    const result = schema.safeParse(values);
    if (result.success) return {};
    const errors: FormErrors = {};
    for (const issue of result.error.issues) {
      const path = issue.path.map(String).join('.');
      if (errors[path]) continue;
      const value = valueAt(values, issue.path);
      // An empty field the schema refuses is a missing value, whatever rule it tripped first.
      errors[path] =
        value === '' || value === null || value === undefined ? REQUIRED_MESSAGE : messageOf(issue);
    }
    return errors;
  };
}

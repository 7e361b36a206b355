import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userSchema } from '@tagih/domain/schemas/user';
import type { User, UserInput } from '@tagih/domain/schemas/user';
import { api } from '../../../lib/api-client';
import type { Envelope } from '../../../lib/api-client';
import { createResourceHooks } from '../../../lib/resource-hooks';
import type { Id } from '../../../lib/resource-hooks';

const standard = createResourceHooks<User, UserInput>('/users', { rowSchema: userSchema });

/** The standard set over /users (spec 2.20), with its own update: keyed by the company, the user's id in the body. */
export const userHooks = {
  ...standard,

  /** `PUT /users/update/{id_company}` with `{...fields, id}` (spec section 7, decisions.md). */
  useUpdate() {
    const client = useQueryClient();
    return useMutation({
      mutationFn: ({ id, input }: { id: Id; input: UserInput }) =>
        api.put<Envelope<User>>(`/users/update/${encodeURIComponent(String(input.id_company))}`, {
          ...input,
          id: Number(id),
        }),
      onSuccess: () => client.invalidateQueries({ queryKey: standard.keys.all }),
    });
  },
};

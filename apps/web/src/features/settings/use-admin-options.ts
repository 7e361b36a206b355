// The options of 'Select Email Admin': the chosen administrators and the ones the search found, each with its
// e-mail as label and its name beside it. Every administrator seen so far is remembered, so a chosen one keeps
// its label when a search no longer lists it.
import type { AdminOption } from '@tagih/domain/schemas/user';
import { useEffect, useMemo, useState } from 'react';

export function useAdminOptions(
  selected: AdminOption[] | undefined,
  found: AdminOption[] | undefined,
  chosen: string[],
) {
  const [known, setKnown] = useState<Map<string, AdminOption>>(new Map());

  useEffect(() => {
    const rows = [...(selected ?? []), ...(found ?? [])];
    if (rows.length === 0) return;
    setKnown((previous) => {
      const next = new Map(previous);
      for (const row of rows) next.set(String(row.id), row);
      return next;
    });
  }, [selected, found]);

  return useMemo(() => {
    const ids = new Set([...chosen, ...(found ?? []).map((admin) => String(admin.id))]);
    return [...ids].flatMap((id) => {
      const admin = known.get(id);
      return admin ? [{ value: id, label: admin.email, name: admin.name }] : [];
    });
  }, [chosen, found, known]);
}

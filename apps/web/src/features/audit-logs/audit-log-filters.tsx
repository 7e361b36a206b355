// The Audit Log's filters: resource, record id and administrator, kept in the address (?resource=&record_id=
// &admin_id=) so a 'Riwayat' link, Back and a shared address all open the same list. Changing one returns to page 1.
import { Button, Group, Select, TextInput } from '@mantine/core';
import { AUDIT_RESOURCE_NAMES } from '@tagih/domain/schemas/audit-log';
import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { AUDIT_FILTER_KEYS, useAdministrators, useAuditFilters } from './api/audit-log-hooks';
import type { AuditFilters } from './api/audit-log-hooks';
import { RESOURCE_LABELS } from './audit-labels';

const resourceOptions = AUDIT_RESOURCE_NAMES.map((name) => ({ value: name, label: RESOURCE_LABELS[name] }));

export function AuditLogFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useAuditFilters();
  const administrators = useAdministrators();
  const [recordText, setRecordText] = useState(filters.record_id);
  useEffect(() => setRecordText(filters.record_id), [filters.record_id]);

  const apply = (change: Partial<AuditFilters>) => {
    const next = new URLSearchParams(params);
    next.delete('page');
    for (const key of AUDIT_FILTER_KEYS) {
      const value = key in change ? change[key] : filters[key];
      if (value) next.set(key, value);
      else next.delete(key);
    }
    setParams(next);
  };
  const onRecord = (event: FormEvent) => {
    event.preventDefault();
    apply({ record_id: recordText.trim() });
  };
  const adminOptions = (administrators.data ?? []).map((admin) => ({
    value: String(admin.id),
    label: `${admin.name} (${admin.email})`,
  }));

  return (
    <form onSubmit={onRecord}>
      <Group gap="xs" mb="md" align="flex-end" wrap="wrap">
        <Select
          label="Resource"
          placeholder="Semua resource"
          data={resourceOptions}
          value={filters.resource || null}
          onChange={(value) => apply({ resource: value ?? '' })}
          clearable
          searchable
          w={200}
        />
        <TextInput
          label="ID record"
          placeholder="Semua record"
          value={recordText}
          onChange={(event) => setRecordText(event.currentTarget.value)}
          onBlur={() => recordText.trim() !== filters.record_id && apply({ record_id: recordText.trim() })}
          maxLength={64}
          w={140}
        />
        <Select
          label="Administrator"
          placeholder="Semua administrator"
          data={adminOptions}
          value={filters.admin_id || null}
          onChange={(value) => apply({ admin_id: value ?? '' })}
          clearable
          searchable
          nothingFoundMessage="Tidak ditemukan"
          w={280}
        />
        <Button type="submit" variant="light">
          Terapkan
        </Button>
        {AUDIT_FILTER_KEYS.some((key) => filters[key]) && (
          <Button variant="subtle" onClick={() => apply({ resource: '', record_id: '', admin_id: '' })}>
            Hapus filter
          </Button>
        )}
      </Group>
    </form>
  );
}

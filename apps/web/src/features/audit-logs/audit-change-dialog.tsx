// One audit row in full: who, when, what, and the record before and after side by side. Changed fields are
// highlighted and come first; the unchanged ones are a switch away, so every field stays reachable.
import { Badge, Code, Group, Modal, Stack, Switch, Table, Text } from '@mantine/core';
import type { AuditLogRow } from '@tagih/domain/schemas/audit-log';
import { useState } from 'react';
import { fieldChanges, valueText } from '@tagih/domain/audit-diff';
import { actionLabel, auditTime, resourceLabel } from './audit-labels';

function Value({ value }: { value: unknown }) {
  const text = valueText(value);
  return text.includes('\n') ? (
    <Code block fz="xs">
      {text}
    </Code>
  ) : (
    <Text size="sm" style={{ wordBreak: 'break-word' }}>
      {text}
    </Text>
  );
}

export function AuditChangeDialog({ row, onClose }: { row: AuditLogRow | null; onClose: () => void }) {
  const [showAll, setShowAll] = useState(false);
  const changes = row ? fieldChanges(row.before, row.after) : [];
  const changed = changes.filter((change) => change.changed);
  const shown = showAll ? [...changed, ...changes.filter((change) => !change.changed)] : changed;
  const action = row ? actionLabel(row.action) : null;

  return (
    <Modal opened={row !== null} onClose={onClose} title="Detail perubahan" size="xl" centered>
      {row && action && (
        <Stack gap="sm">
          <Group gap="xs">
            <Badge color={action.color}>{action.label}</Badge>
            <Text size="sm">
              {resourceLabel(row.resource)} #{row.record_id ?? '-'}
            </Text>
          </Group>
          <Text size="sm">
            {auditTime(row.created_at)} WIB oleh{' '}
            {row.admin ? `${row.admin.name} (${row.admin.email})` : 'sistem'}
          </Text>
          <Switch
            label={`Tampilkan semua field (${changes.length})`}
            checked={showAll}
            onChange={(event) => setShowAll(event.currentTarget.checked)}
          />
          <Table.ScrollContainer minWidth={560}>
            <Table withTableBorder withColumnBorders verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w="22%">Field</Table.Th>
                  <Table.Th w="39%">Sebelum</Table.Th>
                  <Table.Th w="39%">Sesudah</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {shown.length === 0 && (
                  <Table.Tr>
                    <Table.Td colSpan={3}>
                      <Text size="sm" ta="center">
                        Tidak ada field yang berubah.
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                )}
                {shown.map((change) => (
                  <Table.Tr
                    key={change.field}
                    data-changed={change.changed || undefined}
                    bg={change.changed ? 'var(--mantine-color-yellow-light)' : undefined}
                  >
                    <Table.Td>
                      <Text size="sm" fw={change.changed ? 700 : 400}>
                        {change.field}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Value value={change.before} />
                    </Table.Td>
                    <Table.Td>
                      <Value value={change.after} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Stack>
      )}
    </Modal>
  );
}

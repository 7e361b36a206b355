// 'Riwayat': opens the Audit Log filtered to one record (or to a whole screen's resource, for Setting).
import { Button } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import type { AuditResource } from '@tagih/domain/schemas/audit-log';
import { Link } from 'react-router';
import { paths } from '../config/paths';
import type { RouteId } from '../config/paths';

export function HistoryButton({ resource, recordId }: { resource: AuditResource; recordId?: RouteId }) {
  return (
    <Button
      component={Link}
      to={paths.auditLogs.history(resource, recordId)}
      variant="light"
      leftSection={<IconHistory size={16} />}
    >
      Riwayat
    </Button>
  );
}

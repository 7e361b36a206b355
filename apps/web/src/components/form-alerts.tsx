// What the form page says instead of, or above, its fields: the record could not be found or loaded; it was
// edited by someone else meanwhile (409, with 'Muat ulang'); a failure the form explains itself; and the
// server's messages for fields the form does not show.
import { Alert, Button, List } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { FormProblem } from './use-save-problems';

/** In place of the fields: the record is gone ('Data tidak ditemukan') or failed to load ('Coba lagi'). */
export function FormLoadFailure({ notFound, onRetry }: { notFound: boolean; onRetry: () => void }) {
  return notFound ? (
    <Alert color="red" icon={<IconAlertTriangle size={18} />} title="Data tidak ditemukan">
      Data ini mungkin sudah dihapus.
    </Alert>
  ) : (
    <Alert color="red" icon={<IconAlertTriangle size={18} />} title="Gagal memuat data">
      <Button size="xs" variant="light" color="red" mt="xs" onClick={onRetry}>
        Coba lagi
      </Button>
    </Alert>
  );
}

type FormProblemsProps = {
  problem: FormProblem | null;
  unplacedErrors: string[];
  onReload: () => void;
};

/** Above the fields: why the last save did not go through, when no field's message says it. */
export function FormProblems({ problem, unplacedErrors, onReload }: FormProblemsProps) {
  return (
    <>
      {problem?.kind === 'conflict' && (
        <Alert color="orange" icon={<IconAlertTriangle size={18} />} title="Data sudah diubah">
          Data ini diubah oleh orang lain setelah Anda membukanya. Muat ulang untuk melihat versi terbaru,
          lalu ulangi perubahan Anda.
          <Button size="xs" variant="light" color="orange" mt="xs" display="block" onClick={onReload}>
            Muat ulang
          </Button>
        </Alert>
      )}
      {problem?.kind === 'message' && (
        <Alert color="red" icon={<IconAlertTriangle size={18} />} title="Gagal menyimpan">
          {problem.message}
        </Alert>
      )}
      {unplacedErrors.length > 0 && (
        <Alert color="red" icon={<IconAlertTriangle size={18} />} title="Periksa kembali data">
          <List size="sm">
            {unplacedErrors.map((message) => (
              <List.Item key={message}>{message}</List.Item>
            ))}
          </List>
        </Alert>
      )}
    </>
  );
}

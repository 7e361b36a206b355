import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReleaseNote } from '@tagih/domain/schemas/release-note';
import { api } from '../../../lib/api-client';
import type { Envelope } from '../../../lib/api-client';
import { releaseNoteHooks } from './release-note-hooks';

/**
 * `POST /release-notes/change-status/{id}` with `{record}`: the record as the preview shows it. The server
 * gives it the other status, so publishing twice never unpublishes.
 */
export function useChangeReleaseNoteStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (record: ReleaseNote) =>
      api.post<Envelope<ReleaseNote>>(
        `/release-notes/change-status/${encodeURIComponent(String(record.id))}`,
        { record },
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: releaseNoteHooks.keys.all }),
  });
}

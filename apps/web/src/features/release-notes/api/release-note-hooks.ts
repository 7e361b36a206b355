import { releaseNoteSchema } from '@tagih/domain/schemas/release-note';
import type { ReleaseNote, ReleaseNoteInput } from '@tagih/domain/schemas/release-note';
import { createResourceHooks } from '../../../lib/resource-hooks';

/** The standard set over /release-notes (spec 2.19, section 7). */
export const releaseNoteHooks = createResourceHooks<ReleaseNote, ReleaseNoteInput>('/release-notes', {
  rowSchema: releaseNoteSchema,
});

// Why a save of the form did not go through, as the form shows it: a 422's messages under their fields (and
// those of fields the form does not show, listed above them), the 409 of an edit meanwhile, or another failure
// the console-wide alerts leave to the screen.
import type { UseFormReturnType } from '@mantine/form';
import { useState } from 'react';
import { STALE_MESSAGE } from '@tagih/domain/conflicts';
import { isApiError, userMessage } from '../lib/api-errors';
import type { FieldErrors } from '../lib/api-errors';

/** A failure the form shows itself: a 409 (edited meanwhile), or a message the global handler leaves to screens. */
export type FormProblem = { kind: 'conflict' } | { kind: 'message'; message: string };

function firstMessages(errors: FieldErrors): Record<string, string> {
  return Object.fromEntries(Object.entries(errors).map(([field, messages]) => [field, messages.join(' ')]));
}

/** Statuses the API client already reports to the user (spec section 8); anything else the form explains. */
const reportedElsewhere = (status: number) =>
  status === 400 || status === 401 || status === 422 || status >= 500;

export function useSaveProblems<Values extends Record<string, unknown>>(form: UseFormReturnType<Values>) {
  const [problem, setProblem] = useState<FormProblem | null>(null);
  const [unplacedErrors, setUnplacedErrors] = useState<string[]>([]);

  /** Shows why the save failed, where the user will read it. */
  const explain = (error: unknown) => {
    if (isApiError(error, 422)) {
      const messages = firstMessages(error.errors);
      form.setErrors(messages);
      const fields = new Set(Object.keys(form.getValues()));
      setUnplacedErrors(
        Object.entries(messages)
          .filter(([path]) => !fields.has(path.split('.')[0] ?? ''))
          .map(([, text]) => text),
      );
    } else if (isApiError(error, 409) && error.message === STALE_MESSAGE) {
      setProblem({ kind: 'conflict' });
    } else if (isApiError(error) && !reportedElsewhere(error.status)) {
      setProblem({ kind: 'message', message: userMessage(error) });
    }
  };

  return {
    problem,
    unplacedErrors,
    explain,
    /** A new save starts with nothing said. */
    clear: () => {
      setProblem(null);
      setUnplacedErrors([]);
    },
    /** Reloading after a 409 answers it. */
    clearProblem: () => setProblem(null),
  };
}

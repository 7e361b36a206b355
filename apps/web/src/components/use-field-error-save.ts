// The save of a small form in a dialog: its submit runs the save, a 422 puts the API's messages under their fields
// (cleared at the next try), and anything else goes on to the console-wide handling.
import { useState, type FormEvent } from 'react';
import { isApiError, type FieldErrors } from '../lib/api-errors';

export function useFieldErrorSave(save: () => Promise<void>) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const run = async () => {
    setErrors({});
    try {
      await save();
    } catch (error) {
      if (isApiError(error, 422)) setErrors(error.errors);
      else throw error;
    }
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void run();
  };
  return { errors, onSubmit };
}

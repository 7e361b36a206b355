// Edit mode of a form: the loaded record fills the fields when it arrives (and again after 'Muat ulang'), and
// is kept as the version the save sends back; a background refetch never overwrites the user's edits.
import type { UseFormReturnType } from '@mantine/form';
import { useEffect, useRef } from 'react';

type FormValues = Record<string, unknown>;

/** Each field of `initial` taken from the record (a number where the form holds text becomes text). */
function defaultValues<Values extends FormValues>(initial: Values, row: object): Values {
  const source = row as Record<string, unknown>;
  const values: FormValues = { ...initial };
  for (const key of Object.keys(initial)) {
    const loaded = source[key];
    if (loaded === null || loaded === undefined) continue;
    values[key] = typeof initial[key] === 'string' && typeof loaded === 'number' ? String(loaded) : loaded;
  }
  return values as Values;
}

type FormRecordOptions<Values extends FormValues, Row> = {
  form: UseFormReturnType<Values>;
  /** The record as loaded (undefined in create mode and while it loads). */
  data: Row | undefined;
  initialValues: Values;
  /** Record -> form values. By default, each field of `initialValues` taken from the record. */
  toValues?: (row: Row) => Values;
};

export function useFormRecord<Values extends FormValues, Row extends object>(
  options: FormRecordOptions<Values, Row>,
) {
  const { form, data } = options;
  const loaded = useRef<Row | null>(null);

  const fill = (row: Row) => {
    loaded.current = row;
    const values = options.toValues ? options.toValues(row) : defaultValues(options.initialValues, row);
    form.setValues(values);
    form.resetDirty(values);
  };

  // Fill the form when the record arrives; a background refetch never overwrites edits.
  useEffect(() => {
    if (data && data !== loaded.current && !(loaded.current && form.isDirty())) fill(data);
  }, [data]); // fill only when the loaded record changes

  return { loaded, fill };
}

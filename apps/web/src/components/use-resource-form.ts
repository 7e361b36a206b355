// The behaviour of every create/edit form (spec 2.1 "Form mode", section 8): load the record when there is
// an id and start cleared otherwise, validate with the domain schema, send `updated_at` back on update, put
// a 422's messages under their fields, notify and return to the list. FormPage is the usual face of it; a
// screen with its own layout (the order form) can use the hook directly.
import { useForm } from '@mantine/form';
import type { UseFormReturnType } from '@mantine/form';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import type { ZodType } from 'zod';
import { isApiError, userMessage } from '../lib/api-client';
import { useListReturnPath } from '../lib/list-return';
import type { FieldErrors } from '../lib/api-client';
import { notifySuccess } from '../lib/notify';
import type { Id, ResourceHooks } from '../lib/resource-hooks';
import { zodResolver } from '../lib/zod-resolver';

export const CREATED_MESSAGE = 'Data berhasil ditambahkan!';
export const UPDATED_MESSAGE = 'Data berhasil di update!';

type FormValues = Record<string, unknown>;

export type ResourceFormOptions<Values extends FormValues, Row extends object, Input> = {
  resource: Pick<ResourceHooks<Row, Input>, 'useShow' | 'useStore' | 'useUpdate'>;
  /** The domain input schema; the same one the API parses the payload with. */
  schema: ZodType;
  /** The cleared record of create mode. */
  initialValues: Values;
  /** Record -> form values. By default, each field of `initialValues` taken from the record. */
  toValues?: (row: Row) => Values;
  /** Form values -> payload. By default the values themselves. `updated_at` is added on update. */
  toPayload?: (values: Values) => Input;
  /** Where to go after saving (and for Back); the list's query from the navigation state is added. */
  listPath: string;
  /** The record id; by default the route's `:id`. */
  id?: Id;
  /** Replaces the default "back to the list" after a successful save. */
  onSaved?: (row: Row | undefined, mode: 'create' | 'edit') => void;
  /** Called when the form's own validation blocks the save (e.g. to show a screen-specific warning). */
  onInvalid?: (errors: Record<string, unknown>, values: Values) => void;
  /**
   * Asked once the values are valid, before anything is sent: false keeps the form as it is, unsaved (the
   * order form confirms a customer credit). `record` is the loaded record in edit mode.
   */
  confirmSave?: (values: Values, record: Row | undefined) => Promise<boolean>;
};

/** A failure the form shows itself: a 409 (edited meanwhile), or a message the global handler leaves to screens. */
export type FormProblem = { kind: 'conflict' } | { kind: 'message'; message: string };

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

function firstMessages(errors: FieldErrors): Record<string, string> {
  return Object.fromEntries(Object.entries(errors).map(([field, messages]) => [field, messages.join(' ')]));
}

/** Statuses the API client already reports to the user (spec section 8); anything else the form explains. */
const reportedElsewhere = (status: number) =>
  status === 400 || status === 401 || status === 422 || status >= 500;

export function useResourceForm<
  Values extends FormValues,
  Row extends { updated_at?: string },
  Input = Values,
>(options: ResourceFormOptions<Values, Row, Input>) {
  const { resource, schema, initialValues } = options;
  const listPath = useListReturnPath(options.listPath); // the list's page, search and filters as left
  const params = useParams();
  const id = options.id ?? params.id;
  const isEdit = id !== undefined && id !== '';
  const navigate = useNavigate();
  const record = resource.useShow(isEdit ? id : undefined);
  const store = resource.useStore();
  const update = resource.useUpdate();
  const [problem, setProblem] = useState<FormProblem | null>(null);
  const [unplacedErrors, setUnplacedErrors] = useState<string[]>([]);
  const loaded = useRef<Row | null>(null);

  const form: UseFormReturnType<Values> = useForm<Values>({
    mode: 'controlled',
    initialValues,
    validate: zodResolver<Values>(schema),
  });

  const fill = (row: Row) => {
    loaded.current = row;
    const values = options.toValues ? options.toValues(row) : defaultValues(initialValues, row);
    form.setValues(values);
    form.resetDirty(values);
  };

  // Edit mode: fill the form when the record arrives; a background refetch never overwrites edits.
  useEffect(() => {
    const row = record.data;
    if (row && row !== loaded.current && !(loaded.current && form.isDirty())) fill(row);
  }, [record.data]); // fill only when the loaded record changes

  /** After a 409: load the latest version and start over from it. */
  const reload = async () => {
    setProblem(null);
    const result = await record.refetch();
    if (result.data) fill(result.data);
  };

  const submit = form.onSubmit(
    async (values) => {
      setProblem(null);
      setUnplacedErrors([]);
      if (options.confirmSave && !(await options.confirmSave(values, loaded.current ?? undefined))) return;
      const payload = (options.toPayload ? options.toPayload(values) : values) as Input;
      try {
        let saved: Row | undefined;
        if (isEdit) {
          const version = loaded.current?.updated_at;
          const input = (version ? { ...payload, updated_at: version } : payload) as Input;
          saved = (await update.mutateAsync({ id, input })).data;
          notifySuccess(UPDATED_MESSAGE);
        } else {
          saved = (await store.mutateAsync(payload)).data;
          notifySuccess(CREATED_MESSAGE);
        }
        form.resetDirty();
        if (options.onSaved) options.onSaved(saved, isEdit ? 'edit' : 'create');
        else navigate(listPath);
      } catch (error) {
        if (isApiError(error, 422)) {
          const messages = firstMessages(error.errors);
          form.setErrors(messages);
          const fields = new Set(Object.keys(form.getValues()));
          setUnplacedErrors(
            Object.entries(messages)
              .filter(([path]) => !fields.has(path.split('.')[0] ?? ''))
              .map(([, text]) => text),
          );
        } else if (isApiError(error, 409)) {
          setProblem({ kind: 'conflict' });
        } else if (isApiError(error) && !reportedElsewhere(error.status)) {
          setProblem({ kind: 'message', message: userMessage(error) });
        }
      }
    },
    options.onInvalid ? (errors, values) => options.onInvalid?.(errors, values) : undefined,
  );

  return {
    form,
    id: isEdit ? id : undefined,
    isEdit,
    record,
    saving: store.isPending || update.isPending,
    submit,
    problem,
    unplacedErrors,
    reload,
    listPath,
    back: () => navigate(listPath),
  };
}

export type ResourceForm<Values extends FormValues> = ReturnType<
  typeof useResourceForm<Values, { id: Id; updated_at?: string }, unknown>
>;

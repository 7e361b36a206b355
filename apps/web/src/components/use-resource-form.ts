// The behaviour of every create/edit form (spec 2.1 "Form mode", section 8): load the record when there is
// an id and start cleared otherwise, validate with the domain schema, send `updated_at` back on update, put
// a 422's messages under their fields, notify and return to the list. FormPage is the usual face of it; a
// screen with its own layout (the order form) can use the hook directly.
import { useForm } from '@mantine/form';
import type { UseFormReturnType } from '@mantine/form';
import { useNavigate, useParams } from 'react-router';
import type { ZodType } from 'zod';
import { useListReturnPath } from '../lib/list-return';
import { notifySuccess } from '../lib/notify';
import type { Id, ResourceHooks } from '../lib/resource-hooks';
import { zodResolver } from '../lib/zod-resolver';
import { useFormRecord } from './use-form-record';
import { useSaveProblems } from './use-save-problems';

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
  const form: UseFormReturnType<Values> = useForm<Values>({
    mode: 'controlled',
    initialValues,
    validate: zodResolver<Values>(schema),
  });
  const { loaded, fill } = useFormRecord({
    form,
    data: record.data,
    initialValues,
    toValues: options.toValues,
  });
  const problems = useSaveProblems(form);

  /** After a 409: load the latest version and start over from it. */
  const reload = async () => {
    problems.clearProblem();
    const result = await record.refetch();
    if (result.data) fill(result.data);
  };

  const submit = form.onSubmit(
    async (values) => {
      problems.clear();
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
        problems.explain(error);
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
    problem: problems.problem,
    unplacedErrors: problems.unplacedErrors,
    reload,
    listPath,
    back: () => navigate(listPath),
  };
}

export type ResourceForm<Values extends FormValues> = ReturnType<
  typeof useResourceForm<Values, { id: Id; updated_at?: string }, unknown>
>;

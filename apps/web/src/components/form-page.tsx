// The form screen: title and breadcrumbs, Back, the fields the feature renders, Save, and the states of
// useResourceForm (loading, record not found, edited meanwhile, errors without a field: form-alerts.tsx).
import { Button, Group, LoadingOverlay, Paper, Stack } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconArrowLeft, IconDeviceFloppy } from '@tabler/icons-react';
import { isAuditResource } from '@tagih/domain/schemas/audit-log';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../config/paths';
import type { Section } from '../config/paths';
import { isApiError } from '../lib/api-errors';
import { FormLoadFailure, FormProblems } from './form-alerts';
import { HistoryButton } from './history-button';
import { PageHeader } from './page-header';
import type { Crumb } from './page-header';
import { useResourceForm } from './use-resource-form';
import type { ResourceFormOptions } from './use-resource-form';

export type FormPageProps<
  Values extends Record<string, unknown>,
  Row extends { updated_at?: string },
  Input,
> = Omit<ResourceFormOptions<Values, Row, Input>, 'listPath'> & {
  title: string;
  /** The section from `paths`: the list to return to and the breadcrumb label. */
  section: Section;
  /** The fields. `isEdit` tells create from edit; `record` is the loaded record in edit mode. */
  children: (
    form: UseFormReturnType<Values>,
    context: { isEdit: boolean; record: Row | undefined },
  ) => ReactNode;
  breadcrumbs?: Crumb[];
  submitLabel?: string;
  maxWidth?: number | string;
  /** Replaces the Save row at the bottom (a wizard shows Next, or Previous and Save). `saving` is true while it saves. */
  footer?: (saving: boolean) => ReactNode;
};

export function FormPage<
  Values extends Record<string, unknown>,
  Row extends { updated_at?: string },
  Input = Values,
>(props: FormPageProps<Values, Row, Input>) {
  const { title, section, children, submitLabel = 'Save', maxWidth = 720, footer, ...options } = props;
  const { form, id, isEdit, record, saving, submit, problem, unplacedErrors, reload, listPath } =
    useResourceForm<Values, Row, Input>({
      ...options,
      listPath: section.list,
    });
  const notFound = isEdit && (isApiError(record.error, 404) || isApiError(record.error, 422));
  const loadFailed = isEdit && record.isError && !notFound;
  // An existing record links to its own history: its section's address segment is its Audit Log resource.
  const resource = section.routes.list;
  const history = isEdit && id !== undefined && isAuditResource(resource);
  const crumbs = props.breadcrumbs ?? [
    { label: 'Admin Dashboard', to: paths.dashboard.path },
    { label: section.label, to: listPath },
    { label: isEdit ? 'Edit' : 'Create' },
  ];

  return (
    <>
      <PageHeader
        title={title}
        breadcrumbs={crumbs}
        actions={
          <>
            {history && <HistoryButton resource={resource} recordId={id} />}
            <Button
              component={Link}
              to={listPath}
              variant="default"
              leftSection={<IconArrowLeft size={16} />}
            >
              Back
            </Button>
          </>
        }
      />
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} maw={maxWidth} pos="relative">
        <LoadingOverlay visible={isEdit && record.isPending} zIndex={10} overlayProps={{ blur: 1 }} />
        {notFound || loadFailed ? (
          <FormLoadFailure notFound={notFound} onRetry={() => void record.refetch()} />
        ) : (
          <form onSubmit={submit} noValidate>
            <Stack gap="md">
              <FormProblems
                problem={problem}
                unplacedErrors={unplacedErrors}
                onReload={() => void reload()}
              />
              {children(form, { isEdit, record: record.data })}
              {footer ? (
                footer(saving)
              ) : (
                <Group justify="flex-end" mt="sm">
                  <Button type="submit" loading={saving} leftSection={<IconDeviceFloppy size={16} />}>
                    {submitLabel}
                  </Button>
                </Group>
              )}
            </Stack>
          </form>
        )}
      </Paper>
    </>
  );
}

// The list page's title block: breadcrumbs, then the feature's own buttons, Export (the list as it is
// filtered, toolbar filters included) and Add (which opens the form with the list's query to return to).
import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../config/paths';
import type { Section } from '../config/paths';
import type { ListQuery } from '../lib/list-address';
import type { ListReturnState } from '../lib/list-return';
import { ListExportButton } from './list-export-button';
import { PageHeader } from './page-header';
import type { Crumb } from './page-header';

type ListPageHeaderProps = {
  title: string;
  section: Section;
  /** The resource's API base, which Export asks `{base}/export` of. */
  base: string;
  /** What the list shows, filters of the toolbar included: the export asks for exactly that. */
  exportQuery: ListQuery;
  /** The navigation state a form is opened with (the list's query, to return to). */
  formState: ListReturnState;
  breadcrumbs?: Crumb[];
  headerActions?: ReactNode;
  exportable?: boolean;
  canCreate?: boolean;
};

export function ListPageHeader(props: ListPageHeaderProps) {
  const { title, section } = props;
  return (
    <PageHeader
      title={title}
      breadcrumbs={
        props.breadcrumbs ?? [
          { label: 'Admin Dashboard', to: paths.dashboard.path },
          { label: section.label },
        ]
      }
      actions={
        <>
          {props.headerActions}
          {props.exportable !== false && <ListExportButton base={props.base} query={props.exportQuery} />}
          {props.canCreate !== false && (
            <Button
              component={Link}
              to={section.create}
              state={props.formState}
              leftSection={<IconPlus size={16} />}
            >
              Add
            </Button>
          )}
        </>
      }
    />
  );
}

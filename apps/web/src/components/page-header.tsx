import { Anchor, Breadcrumbs, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

export type Crumb = { label: string; to?: string };

type PageHeaderProps = { title: ReactNode; breadcrumbs?: Crumb[]; actions?: ReactNode };

/** The title block of every screen: breadcrumb trail, title (the page's one h1), and actions on the right. */
export function PageHeader({ title, breadcrumbs, actions }: PageHeaderProps) {
  return (
    <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm" mb="md">
      <Stack gap={4}>
        {breadcrumbs && breadcrumbs.length > 0 && (
          <Breadcrumbs separatorMargin={6} fz="sm">
            {breadcrumbs.map((crumb) =>
              crumb.to ? (
                <Anchor key={crumb.label} component={Link} to={crumb.to} fz="sm">
                  {crumb.label}
                </Anchor>
              ) : (
                <Text key={crumb.label} fz="sm" c="dimmed">
                  {crumb.label}
                </Text>
              ),
            )}
          </Breadcrumbs>
        )}
        <Title order={1} fz={{ base: 'h3', sm: 'h2' }}>
          {title}
        </Title>
      </Stack>
      {actions && <Group gap="xs">{actions}</Group>}
    </Group>
  );
}

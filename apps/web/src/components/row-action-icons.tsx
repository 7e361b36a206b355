// A row's actions as a line of icon buttons with tooltips (the list page's default; the speed-dial folds the
// same actions into one button). At most three a line: a row with many actions (orders: up to seven) grows in
// height, not in width, so a wide table keeps its Aksi column on screen.
import { ActionIcon, Group, Tooltip } from '@mantine/core';
import type { SpeedDialAction } from './row-speed-dial';

export function RowActionIcons({ actions }: { actions: SpeedDialAction[] }) {
  return (
    <Group gap={4} justify="center" wrap="wrap" w={3 * 28 + 2 * 4} mx="auto">
      {actions.map((action) => (
        <Tooltip key={action.label} label={action.label} withArrow>
          <ActionIcon
            variant="subtle"
            color={action.color}
            aria-label={action.label}
            loading={action.loading}
            onClick={action.onClick}
          >
            {action.icon}
          </ActionIcon>
        </Tooltip>
      ))}
    </Group>
  );
}

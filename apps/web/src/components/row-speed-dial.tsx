// A speed-dial for row actions (spec 2.11, 2.13): one round button that opens, on click (or Enter / Space), a
// short row of round action icons beside it. Used by lists whose rows keep their actions folded away. It
// does not open on hover: hover-open followed by the click a user naturally makes closed it again. Opened from
// the keyboard, focus moves into the actions (Tab cycles them, Escape closes and returns to the button).
import { ActionIcon, Group, Popover, Tooltip } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconDots } from '@tabler/icons-react';
import type { ReactNode } from 'react';

export type SpeedDialAction = {
  label: string;
  icon: ReactNode;
  onClick: () => void;
  color?: string;
  loading?: boolean;
};

export function RowSpeedDial({ actions, label = 'Aksi' }: { actions: SpeedDialAction[]; label?: string }) {
  const [opened, { open, close, toggle }] = useDisclosure(false);
  if (actions.length === 0) return null;
  return (
    <Popover
      opened={opened}
      onChange={(next) => (next ? open() : close())}
      position="left"
      offset={6}
      shadow="md"
      radius="xl"
      transitionProps={{ transition: 'scale-x', duration: 120 }}
      trapFocus
      returnFocus
    >
      <Popover.Target>
        <ActionIcon
          variant="light"
          radius="xl"
          size="lg"
          aria-label={label}
          aria-expanded={opened}
          onClick={toggle}
        >
          <IconDots size={18} />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown p={4} aria-label={label}>
        <Group gap={6} wrap="nowrap">
          {actions.map((action) => (
            <Tooltip key={action.label} label={action.label} withArrow>
              <ActionIcon
                variant="filled"
                radius="xl"
                size="lg"
                color={action.color}
                aria-label={action.label}
                loading={action.loading}
                onClick={() => {
                  close();
                  action.onClick();
                }}
              >
                {action.icon}
              </ActionIcon>
            </Tooltip>
          ))}
        </Group>
      </Popover.Dropdown>
    </Popover>
  );
}

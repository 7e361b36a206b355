import { Box } from '@mantine/core';
import { Outlet } from 'react-router';

/** The sign-in layout of spec 2.1: full screen, no sidebar. The login page paints its own background. */
export function LoginLayout() {
  return (
    <Box mih="100dvh" display="flex" style={{ flexDirection: 'column' }}>
      <Outlet />
    </Box>
  );
}

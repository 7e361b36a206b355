import { Box } from '@mantine/core';
import { Outlet } from 'react-router';
import { MAIN_CONTENT_ID, SkipLink } from '../components/skip-link';

/** The sign-in layout of spec 2.1: full screen, no sidebar. The login page paints its own background. */
export function LoginLayout() {
  return (
    <>
      <SkipLink />
      <Box
        component="main"
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        mih="100dvh"
        display="flex"
        style={{ flexDirection: 'column' }}
      >
        <Outlet />
      </Box>
    </>
  );
}

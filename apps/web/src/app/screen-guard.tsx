// The one role check of the console's screens (issue 33): the current route names the permission that opens it
// (router.tsx); a role without it sees the refusal page, and the screen, with its requests, is never rendered.
import { Outlet, useMatches } from 'react-router';
import { RefusalPage } from '../components/refusal-page';
import { useCan, type Permission } from '../lib/permissions';

/** What the guard reads of a screen's route (router.tsx): its title, and the permission that opens it. */
export type ScreenHandle = { title: string; permission: Permission };

export function ScreenGuard() {
  const can = useCan();
  const handle = useMatches().at(-1)?.handle as Partial<ScreenHandle> | undefined;
  if (handle?.permission && !can(handle.permission)) return <RefusalPage title={handle.title ?? 'Halaman'} />;
  return <Outlet />;
}

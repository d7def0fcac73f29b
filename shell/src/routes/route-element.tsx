import { usePageMeta } from 'shared-ui/start-up';
import { RemotePage } from '../remotes/remote-page';
import { RequireAccess } from './require-access';
import { SITE_TITLE, type RouteEntry } from './route-table';
import { useIsAdmin } from './use-is-admin';

function RouteMeta({ entry }: { entry: RouteEntry }) {
  usePageMeta({
    title: entry.title ? `${entry.title} | ${SITE_TITLE}` : SITE_TITLE,
    noindex: entry.noindex || entry.access !== 'public',
  });
  return null;
}

/** The admin's extra module is only requested once the server says the user is an admin. */
function PageWithAdminPanel({ entry }: { entry: RouteEntry & { adminPanel: NonNullable<RouteEntry['adminPanel']> } }) {
  const isAdmin = useIsAdmin() === 'admin';
  const panel = isAdmin ? <RemotePage {...entry.adminPanel} compact /> : undefined;
  return <RemotePage remote={entry.remote} module={entry.module} props={{ adminPanel: panel }} />;
}

export function RouteElement({ entry }: { entry: RouteEntry }) {
  return (
    <>
      {/* Before the page, so a title the page sets itself wins. */}
      <RouteMeta entry={entry} />
      <RequireAccess access={entry.access}>
        {entry.adminPanel ? (
          <PageWithAdminPanel entry={{ ...entry, adminPanel: entry.adminPanel }} />
        ) : (
          <RemotePage remote={entry.remote} module={entry.module} />
        )}
      </RequireAccess>
    </>
  );
}

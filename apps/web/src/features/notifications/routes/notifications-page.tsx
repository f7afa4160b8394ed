import { BellOff } from 'lucide-react';
import type { Notification } from '@marketplace/contract';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadError } from '../../../components/ui/load-error';
import { PageHeading } from '../../../components/ui/page-heading';
import { Skeleton } from '../../../components/ui/skeleton';
import { useNotifications } from '../api/get-notifications';
import { useMarkNotificationsRead } from '../api/mark-notifications-read';
import { NotificationItem } from '../components/notification-item';

export function NotificationsPage() {
  const notices = useNotifications();
  const markRead = useMarkNotificationsRead();
  const pages = notices.data?.pages ?? [];
  const unread = pages[0]?.unread ?? 0;
  const shown = pages.flatMap((page) => page.results);

  const open = (notice: Notification) => {
    if (!notice.read) markRead.mutate({ ids: [notice.id] });
  };

  return (
    <div className="mx-auto w-full max-w-3xl">
      <title>Notifications · Wholesale Marketplace</title>
      <PageHeading
        title="Notifications"
        description={
          notices.isSuccess
            ? unread === 0
              ? 'You are up to date.'
              : `${unread} unread`
            : 'Orders, refunds, stock and your account.'
        }
        actions={
          <Button
            variant="outline"
            size="sm"
            disabled={unread === 0}
            loading={markRead.isPending && markRead.variables !== undefined && 'all' in markRead.variables}
            onClick={() => markRead.mutate({ all: true })}
          >
            Mark all as read
          </Button>
        }
      />
      {notices.isPending ? (
        <div className="grid gap-3" role="status" aria-label="Loading notifications">
          <Skeleton className="h-16" />
          <Skeleton className="h-16" />
          <Skeleton className="h-16" />
        </div>
      ) : notices.isError ? (
        <LoadError title="We could not load your notifications" query={notices} retryLabel="Try again" />
      ) : shown.length === 0 ? (
        <EmptyState
          icon={<BellOff aria-hidden="true" />}
          title="No notifications yet."
          description="New orders, status changes, refunds, low stock and account changes will appear here."
        />
      ) : (
        <div className="grid gap-4">
          <ul
            aria-label="Notifications, newest first"
            className="divide-y divide-neutral-200 overflow-hidden rounded-xl border border-neutral-200 bg-white"
          >
            {shown.map((notice) => (
              <NotificationItem key={notice.id} notice={notice} onOpen={open} />
            ))}
          </ul>
          {notices.hasNextPage && (
            <Button
              variant="outline"
              className="justify-self-center"
              loading={notices.isFetchingNextPage}
              onClick={() => void notices.fetchNextPage()}
            >
              Load more
            </Button>
          )}
        </div>
      )}
    </div>
  );
}

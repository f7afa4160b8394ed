import { Link } from 'react-router';
import { Bell } from 'lucide-react';
import { buttonClassName } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { useUnreadCount } from '../api/get-unread-count';

export const notificationsLabel = (unread: number) =>
  unread === 0 ? 'Notifications' : `Notifications, ${unread} unread`;

/** The bell in the top bar: a link to /notifications with the unread count as a badge, kept fresh by polling. */
export function NotificationBell({ className }: { className?: string }) {
  const unread = useUnreadCount().data ?? 0;
  return (
    <Link
      to="/notifications"
      aria-label={notificationsLabel(unread)}
      title={notificationsLabel(unread)}
      className={cn(buttonClassName('ghost', 'icon'), 'relative', className)}
    >
      <Bell aria-hidden="true" className="size-5" />
      {unread > 0 && (
        <span
          aria-hidden="true"
          data-testid="notification-badge"
          className="absolute -top-0.5 -right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-danger-700 px-1 text-xs font-semibold text-white"
        >
          {unread > 99 ? '99+' : unread}
        </span>
      )}
    </Link>
  );
}

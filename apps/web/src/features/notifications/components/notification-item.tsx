import { Link } from 'react-router';
import { MARKETPLACE_TIME_ZONE, notificationPath, type Notification } from '@marketplace/contract';
import { cn } from '../../../lib/cn';
import { formatDateWith } from '../../../lib/format-date';

const dateAndTime = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: MARKETPLACE_TIME_ZONE,
});

/** One notice: its title links to what it is about; opening it marks it read. Unread ones stand out, also to screen readers. */
export function NotificationItem({ notice, onOpen }: { notice: Notification; onOpen: (notice: Notification) => void }) {
  return (
    <li
      data-testid="notification"
      data-read={notice.read}
      className={cn(
        'relative grid gap-1 border-l-4 px-4 py-3 sm:px-5',
        notice.read ? 'border-l-transparent bg-white' : 'border-l-primary-600 bg-primary-50/60',
      )}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <Link
          to={notificationPath(notice)}
          onClick={() => onOpen(notice)}
          className={cn(
            'text-sm text-neutral-900 underline-offset-2 after:absolute after:inset-0 hover:underline focus-visible:outline-none',
            'focus-visible:after:rounded-sm focus-visible:after:ring-2 focus-visible:after:ring-primary-600',
            notice.read ? 'font-medium' : 'font-semibold',
          )}
        >
          {!notice.read && <span className="sr-only">Unread: </span>}
          {notice.title}
        </Link>
        <time dateTime={notice.created_at} className="text-xs text-neutral-500">
          {formatDateWith(dateAndTime, notice.created_at)}
        </time>
      </div>
      <p className="text-sm text-neutral-700">{notice.body}</p>
    </li>
  );
}

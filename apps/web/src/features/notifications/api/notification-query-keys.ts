/** One key factory for the signed-in user's notices: marking read invalidates `all`, reaching the list and the bell. */
export const notificationQueryKeys = {
  all: ['notifications'] as const,
  list: () => [...notificationQueryKeys.all, 'list'] as const,
  unread: () => [...notificationQueryKeys.all, 'unread'] as const,
};

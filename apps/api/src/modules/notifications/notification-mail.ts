import { notificationPath, type NotificationKind } from '@marketplace/contract';

export interface MailNotice {
  id: number;
  kind: NotificationKind;
  title: string;
  body: string;
  orderId: number | null;
  productId: number | null;
}

export interface MailMessage {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The same for every attempt, so a receiving server can drop a repeat after a crash between send and commit. */
  messageId: string;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** The e-mail of one notice: its title as subject, its body, a link to the page it is about, how to stop such mails. */
export function composeMail(notice: MailNotice, to: string, options: { from: string; publicUrl: string }): MailMessage {
  const link = `${options.publicUrl}${notificationPath({ kind: notice.kind, order_id: notice.orderId, product_id: notice.productId })}`;
  const settings = `${options.publicUrl}/settings#email`;
  const action = notice.orderId !== null ? `Open order #${notice.orderId}` : 'Open the marketplace';
  const host = new URL(options.publicUrl).hostname || 'localhost';
  const text = [
    notice.body,
    '',
    `${action}: ${link}`,
    '',
    '--',
    'Wholesale Marketplace',
    `Choose which e-mails you get in Settings: ${settings}`,
  ].join('\n');
  // A combined e-mail's notices are paragraphs of its body.
  const paragraphs = notice.body
    .split('\n\n')
    .map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`)
    .join('\n');
  const html = `<!doctype html>
<html><body style="font-family:system-ui,sans-serif;color:#171717;line-height:1.5">
<h1 style="font-size:18px">${escapeHtml(notice.title)}</h1>
${paragraphs}
<p><a href="${escapeHtml(link)}">${escapeHtml(action)}</a></p>
<hr><p style="font-size:12px;color:#525252">Wholesale Marketplace · <a href="${escapeHtml(settings)}">Choose which e-mails you get</a></p>
</body></html>`;
  return {
    from: options.from,
    to,
    subject: notice.title,
    text,
    html,
    messageId: `<notification-${notice.id}@${host}>`,
  };
}

/**
 * One e-mail for notices about one order to one person, oldest first: a single notice is mailed as it is; several
 * go as one message that lists each (at most one e-mail per order per 10 minutes, order-email-windows.ts).
 */
export function composeOrderMail(
  notices: MailNotice[],
  to: string,
  options: { from: string; publicUrl: string },
): MailMessage {
  const [first, ...rest] = notices;
  if (!first) throw new Error('an e-mail needs a notice');
  const latest = rest.at(-1);
  if (!latest) return composeMail(first, to, options);
  const combined: MailNotice = {
    id: first.id,
    kind: latest.kind,
    title: `Order #${first.orderId}: ${notices.length} updates`,
    body: notices.map((notice) => `${notice.title}. ${notice.body}`).join('\n\n'),
    orderId: first.orderId,
    productId: null,
  };
  return composeMail(combined, to, options);
}

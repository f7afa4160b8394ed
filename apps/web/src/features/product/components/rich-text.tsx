import { useLayoutEffect, useRef, useSyncExternalStore } from 'react';
import { cn } from '../../../lib/cn';
import { richTextNodes } from '../rich-text-nodes';

/** Formatting of the editor's HTML: no typography plugin, so the few tags it makes are styled here. */
const RICH_TEXT_STYLE = cn(
  'text-sm leading-relaxed text-neutral-700 sm:text-base',
  '[&_p]:my-2 [&_strong]:font-semibold [&_strong]:text-neutral-900 [&_b]:font-semibold',
  '[&_ul]:my-2 [&_ul]:list-disc [&_ul]:pl-5 [&_ol]:my-2 [&_ol]:list-decimal [&_ol]:pl-5 [&_li]:my-1',
  '[&_h1]:mt-4 [&_h1]:text-lg [&_h1]:font-semibold [&_h2]:mt-4 [&_h2]:font-semibold [&_h3]:mt-3 [&_h3]:font-semibold',
  '[&_a]:font-medium [&_a]:text-primary-700 [&_a]:underline [&_blockquote]:border-l-4 [&_blockquote]:pl-3',
  '[&_table]:w-full [&_table]:border-collapse [&_table]:text-left [&_tr]:border-b [&_tr]:border-neutral-200',
  '[&_th]:w-2/5 [&_th]:py-2 [&_th]:pr-4 [&_th]:align-top [&_th]:font-medium [&_th]:text-neutral-900 [&_td]:py-2',
  '[&>:first-child]:mt-0 [&>:last-child]:mb-0',
);

const unchanging = () => () => undefined;
/** True on the server, which has no document to rebuild rich text in, and while the browser takes its page over. */
const useDrawnOnServer = () =>
  useSyncExternalStore(
    unchanging,
    () => false,
    () => true,
  );

/**
 * HTML from the rich-text editor. The server sanitised it when stored and serves only the allowed
 * tags; it is filtered again here (`richTextNodes`), so no script, event handler or javascript: link
 * can ever run (DECISIONS). The first screen the server draws shows the API's sanitised HTML as it is,
 * inert, until the app has taken the page over and put its own rebuild in its place.
 */
export function RichText({ html, className }: { html: string; className?: string }) {
  const container = useRef<HTMLDivElement>(null);
  const drawnOnServer = useDrawnOnServer();
  // Again once the server's HTML is let go of: React may empty the element when it drops that HTML.
  useLayoutEffect(() => {
    container.current?.replaceChildren(richTextNodes(html, document));
  }, [html, drawnOnServer]);
  return (
    <div
      ref={container}
      className={cn(RICH_TEXT_STYLE, className)}
      {...(drawnOnServer ? { dangerouslySetInnerHTML: { __html: html } } : {})}
    />
  );
}

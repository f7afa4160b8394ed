import sanitizeHtml from 'sanitize-html';

const RICH_TEXT_RULES: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'mark',
    'code',
    'pre',
    'blockquote',
    'h1',
    'h2',
    'h3',
    'h4',
    'ul',
    'ol',
    'li',
    'a',
    'span',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: { a: ['href', 'title', 'target', 'rel'], td: ['colspan', 'rowspan'], th: ['colspan', 'rowspan'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer nofollow' }) },
};

/** Rich text from the editor keeps its formatting and loses scripts, event handlers and javascript: links. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, RICH_TEXT_RULES);
}

const MEMO_LIMIT = 5_000;
const memo = new Map<string, string>();

/**
 * The same sanitiser for text read back from the database, remembered per product version so that
 * a busy catalogue does not clean the same HTML thousands of times a second.
 */
export function sanitizeStoredRichText(key: string, html: string): string {
  const known = memo.get(key);
  if (known !== undefined) return known;
  const clean = sanitizeRichText(html);
  if (memo.size >= MEMO_LIMIT) memo.delete(memo.keys().next().value as string);
  memo.set(key, clean);
  return clean;
}

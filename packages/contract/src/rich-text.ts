/**
 * What formatted text (product descriptions and specifications) may contain. The API keeps only
 * this when it stores and serves the text, and the web app keeps only this when it shows it.
 */
export const RICH_TEXT_TAGS = [
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
] as const;

export const RICH_TEXT_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  a: ['href', 'title'],
  td: ['colspan', 'rowspan'],
  th: ['colspan', 'rowspan'],
};

export const RICH_TEXT_LINK_SCHEMES = ['http', 'https', 'mailto'] as const;

/** Links in formatted text open in a new tab and pass no referrer or window handle along. */
export const RICH_TEXT_LINK_REL = 'noopener noreferrer nofollow';

import sanitizeHtml from 'sanitize-html';
import {
  RICH_TEXT_ATTRIBUTES,
  RICH_TEXT_LINK_REL,
  RICH_TEXT_LINK_SCHEMES,
  RICH_TEXT_TAGS,
} from '@marketplace/contract';

const RICH_TEXT_RULES: sanitizeHtml.IOptions = {
  allowedTags: [...RICH_TEXT_TAGS],
  allowedAttributes: {
    ...RICH_TEXT_ATTRIBUTES,
    a: [...(RICH_TEXT_ATTRIBUTES.a ?? []), 'target', 'rel'],
  },
  allowedSchemes: [...RICH_TEXT_LINK_SCHEMES],
  allowProtocolRelative: false,
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: RICH_TEXT_LINK_REL }) },
};

/**
 * Which rules stored text was cleaned with (`products.rich_text_rules`): raise it whenever the rules change, so
 * that text cleaned under the old ones is cleaned again when read.
 */
export const RICH_TEXT_RULES_VERSION = 1;

/** Rich text from the editor keeps its formatting and loses scripts, event handlers and javascript: links. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, RICH_TEXT_RULES);
}

const MEMO_LIMIT = 200_000;
/** Per product version: `true` when the stored text was already clean (the usual case), else the clean text. */
const memo = new Map<string, string | true>();

/**
 * Text read back from the database: as stored when it was cleaned under today's rules on its way in, else
 * cleaned now and remembered per product version, so that a busy catalogue does not clean the same HTML
 * thousands of times a second. `memoKey` names the text and its version: it is asked for only when the text
 * needs cleaning, which a listing's products in practice never do. Text that was already clean is remembered
 * as a flag, not a copy, so the memo can cover a whole catalogue in little memory.
 */
export function storedRichText(html: string, cleanedWith: number, memoKey: () => string): string {
  if (cleanedWith === RICH_TEXT_RULES_VERSION) return html;
  const key = memoKey();
  const known = memo.get(key);
  if (known === true) return html;
  if (known !== undefined) return known;
  const clean = sanitizeRichText(html);
  if (memo.size >= MEMO_LIMIT) memo.delete(memo.keys().next().value as string);
  memo.set(key, clean === html ? true : clean);
  return clean;
}

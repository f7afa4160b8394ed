import {
  RICH_TEXT_ATTRIBUTES,
  RICH_TEXT_LINK_REL,
  RICH_TEXT_LINK_SCHEMES,
  RICH_TEXT_TAGS,
} from '@marketplace/contract';

const HTML_NAMESPACE = 'http://www.w3.org/1999/xhtml';
const ALLOWED_TAGS = new Set<string>(RICH_TEXT_TAGS);
const LINK_PROTOCOLS = new Set<string>(RICH_TEXT_LINK_SCHEMES.map((scheme) => `${scheme}:`));
/** Elements whose content goes with them; any other unknown element is dropped but its content kept. */
const DROPPED_WITH_CONTENT = new Set([
  'script',
  'style',
  'template',
  'noscript',
  'iframe',
  'object',
  'embed',
  'textarea',
  'select',
  'title',
  'svg',
  'math',
]);

function isSafeLink(href: string, base: string): boolean {
  try {
    return LINK_PROTOCOLS.has(new URL(href, base).protocol);
  } catch {
    return false;
  }
}

function copyAllowed(from: Node, into: Node, target: Document): void {
  for (const child of Array.from(from.childNodes)) {
    if (child.nodeType === Node.TEXT_NODE) {
      into.appendChild(target.createTextNode(child.textContent ?? ''));
      continue;
    }
    if (child.nodeType !== Node.ELEMENT_NODE) continue;
    const source = child as Element;
    const tag = source.localName;
    if (source.namespaceURI !== HTML_NAMESPACE || DROPPED_WITH_CONTENT.has(tag)) continue;
    if (!ALLOWED_TAGS.has(tag)) {
      copyAllowed(source, into, target);
      continue;
    }
    const element = target.createElement(tag);
    for (const name of RICH_TEXT_ATTRIBUTES[tag] ?? []) {
      const value = source.getAttribute(name);
      if (value !== null) element.setAttribute(name, value);
    }
    if (tag === 'a') {
      if (!isSafeLink(element.getAttribute('href') ?? '', target.baseURI)) element.removeAttribute('href');
      element.setAttribute('target', '_blank');
      element.setAttribute('rel', RICH_TEXT_LINK_REL);
    }
    copyAllowed(source, element, target);
    into.appendChild(element);
  }
}

/**
 * The allowed part of formatted HTML as new nodes of `target`. The text is parsed in an inert
 * document (nothing runs or loads there) and only allowed elements, attributes and link schemes are
 * rebuilt; the result is never turned back into HTML, so nothing can change meaning on a second parse.
 */
export function richTextNodes(html: string, target: Document): DocumentFragment {
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  const fragment = target.createDocumentFragment();
  copyAllowed(parsed.body, fragment, target);
  return fragment;
}

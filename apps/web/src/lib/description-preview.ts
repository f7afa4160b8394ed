const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (match, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : match;
    }
    return ENTITIES[name.toLowerCase()] ?? match;
  });
}

/** The plain text of rich-text HTML: tags dropped (block ends become spaces), entities decoded, spaces collapsed. */
export function plainTextOf(html: string): string {
  const withoutTags = html
    .replace(/<(script|style)[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<\/?[a-z][^>]*>/gi, ' ')
    .replace(/<!--[\s\S]*?-->/g, ' ');
  return decodeEntities(withoutTags).replace(/\s+/g, ' ').trim();
}

export const DESCRIPTION_PREVIEW_LENGTH = 100;

/** The description cut to 100 characters plus an ellipsis (spec section 9), from text without its HTML. */
export function descriptionPreview(html: string, length = DESCRIPTION_PREVIEW_LENGTH): string {
  const text = plainTextOf(html);
  const characters = Array.from(text); // never split an emoji or a Devanagari pair in half
  if (characters.length <= length) return text;
  return `${characters.slice(0, length).join('').trimEnd()}...`;
}

/**
 * The element a key moves focus to inside a composite widget (menu, tab list): the next or previous
 * one with wrap-around, or the first or last; undefined for any other key.
 */
export function elementForKey<T extends Element>(
  key: string,
  elements: T[],
  orientation: 'vertical' | 'horizontal',
): T | undefined {
  const current = elements.indexOf(document.activeElement as T);
  const count = elements.length;
  const [previous, next] = orientation === 'vertical' ? ['ArrowUp', 'ArrowDown'] : ['ArrowLeft', 'ArrowRight'];
  const index: Record<string, number> = {
    [next]: (current + 1) % count,
    [previous]: (current - 1 + count) % count,
    Home: 0,
    End: count - 1,
  };
  return key in index ? elements[index[key] as number] : undefined;
}

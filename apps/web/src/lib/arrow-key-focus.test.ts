// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { elementForKey } from './arrow-key-focus';

function buttons(count: number): HTMLButtonElement[] {
  document.body.replaceChildren();
  return Array.from({ length: count }, (_, index) => {
    const button = document.createElement('button');
    button.textContent = String(index);
    document.body.append(button);
    return button;
  });
}

describe('arrow-key focus in menus and tab lists', () => {
  it('moves down and up a vertical menu, wrapping at both ends', () => {
    const items = buttons(3);
    items[2]!.focus();
    expect(elementForKey('ArrowDown', items, 'vertical')).toBe(items[0]);
    items[0]!.focus();
    expect(elementForKey('ArrowUp', items, 'vertical')).toBe(items[2]);
    expect(elementForKey('ArrowRight', items, 'vertical')).toBeUndefined();
  });

  it('moves left and right along a horizontal tab list; Home and End jump to the ends', () => {
    const tabs = buttons(4);
    tabs[1]!.focus();
    expect(elementForKey('ArrowRight', tabs, 'horizontal')).toBe(tabs[2]);
    expect(elementForKey('ArrowLeft', tabs, 'horizontal')).toBe(tabs[0]);
    expect(elementForKey('Home', tabs, 'horizontal')).toBe(tabs[0]);
    expect(elementForKey('End', tabs, 'horizontal')).toBe(tabs[3]);
    expect(elementForKey('ArrowDown', tabs, 'horizontal')).toBeUndefined();
    expect(elementForKey('Enter', tabs, 'horizontal')).toBeUndefined();
  });

  it('starts from the first element when focus is outside the list', () => {
    const items = buttons(2);
    expect(elementForKey('ArrowDown', items, 'vertical')).toBe(items[0]);
  });
});

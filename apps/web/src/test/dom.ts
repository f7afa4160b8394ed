import { act } from 'react';

/** Inside a test rendered with `renderInDom`, an interaction runs in `act` so its updates land before the next line. */
async function asUser(interaction: () => void) {
  if ((globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT)
    await act(async () => interaction());
  else interaction();
}

/** The control a `<label>` with this exact text (hidden parts included) points at, as a screen reader finds it. */
export function fieldLabelled(text: string, within: ParentNode = document): HTMLElement {
  const label = [...within.querySelectorAll('label')].find((each) => each.textContent?.trim() === text);
  const control = label?.htmlFor ? document.getElementById(label.htmlFor) : null;
  if (!control) throw new Error(`No control labelled "${text}"`);
  return control;
}

export function buttonNamed(name: string): HTMLButtonElement {
  const button = [...document.querySelectorAll('button')].find((each) => each.textContent?.trim() === name);
  if (!button) throw new Error(`No button "${name}"`);
  return button;
}

/** The messages an input is described by (its hint and its error), as a screen reader reads them. */
export function descriptionOf(control: HTMLElement): string {
  const ids = control.getAttribute('aria-describedby')?.split(' ').filter(Boolean) ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

/** Types as a person would: React only sees a change made through the element's own value setter. */
export function typeInto(control: HTMLElement, value: string) {
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(control), 'value')?.set;
  return asUser(() => {
    setter?.call(control, value);
    control.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

export const click = (element: HTMLElement) => asUser(() => element.click());

export const pressKey = (element: HTMLElement, key: string) =>
  asUser(() => {
    element.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
  });

/** Lets pending requests and the renders after them finish. */
export async function settle() {
  await act(async () => {
    for (let round = 0; round < 5; round += 1) await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

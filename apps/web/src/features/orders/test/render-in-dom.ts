import { act, createElement, type ReactElement } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';

// Tells React that these tests wrap their updates in act(), so effects run before each assertion.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** Renders into happy-dom's document with a fresh query client; call `unmount` after the test. */
export async function renderInDom(element: ReactElement) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  await act(async () => root.render(createElement(QueryClientProvider, { client: queryClient }, element)));
  return {
    container,
    queryClient,
    unmount: () => {
      act(() => root.unmount());
      container.remove();
      queryClient.clear();
    },
  };
}

/** The control a `<label>` with this exact text (hidden parts included) points at, as a screen reader finds it. */
export function fieldLabelled(text: string): HTMLElement {
  const label = [...document.querySelectorAll('label')].find((each) => each.textContent?.trim() === text);
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
  const ids = control.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

/** Types as a person would: React only sees a change made through the element's own value setter. */
export async function typeInto(control: HTMLElement, value: string) {
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(control), 'value')?.set;
  await act(async () => {
    setter?.call(control, value);
    control.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

export async function click(element: HTMLElement) {
  await act(async () => element.click());
}

export async function pressKey(element: HTMLElement, key: string) {
  await act(async () => {
    element.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
  });
}

/** Lets pending requests and the renders after them finish. */
export async function settle() {
  await act(async () => {
    for (let round = 0; round < 5; round += 1) await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

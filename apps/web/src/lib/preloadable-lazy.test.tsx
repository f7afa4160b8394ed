// @vitest-environment happy-dom
import { act, startTransition, Suspense, type ComponentType } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { preloadableLazy } from './preloadable-lazy';

function Greeting({ name }: { name: string }) {
  return <p>Hello, {name}</p>;
}

/** Code that arrives when the test says so. */
function deferredLoad() {
  let arrive: (component: ComponentType<{ name: string }>) => void = () => undefined;
  let calls = 0;
  const load = () => {
    calls += 1;
    return new Promise<ComponentType<{ name: string }>>((resolve) => (arrive = resolve));
  };
  return { load, arrive: () => arrive(Greeting), calls: () => calls };
}

/** A part whose code has been preloaded and has come. */
async function preloadedPart() {
  const code = deferredLoad();
  const part = preloadableLazy(code.load);
  const loaded = part.preload();
  code.arrive();
  await loaded;
  return { ...part, calls: code.calls };
}

describe('preloadableLazy', () => {
  const containers: HTMLElement[] = [];
  beforeAll(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  });
  afterEach(() => containers.splice(0).forEach((container) => container.remove()));

  /** Renders `ui`, recording what the container showed each time it changed. */
  async function renderRecording(ui: React.ReactNode) {
    const container = document.createElement('div');
    document.body.append(container);
    containers.push(container);
    const shown: string[] = [];
    const observer = new MutationObserver(() => shown.push(container.textContent ?? ''));
    observer.observe(container, { subtree: true, childList: true, characterData: true });
    const root = createRoot(container);
    await act(async () => root.render(ui));
    return { container, shown, root, stop: () => observer.disconnect() };
  }

  it('loads on its first render like lazy, showing the fallback until the code has come', async () => {
    const code = deferredLoad();
    const { Component } = preloadableLazy(code.load);
    const view = await renderRecording(
      <Suspense fallback={<p>Loading…</p>}>
        <Component name="Asha" />
      </Suspense>,
    );
    expect(view.container.textContent).toBe('Loading…');
    await act(async () => code.arrive());
    expect(view.container.textContent).toBe('Hello, Asha');
    expect(code.calls()).toBe(1);
    act(() => view.root.unmount());
  });

  it('renders at once, without the fallback, once preloaded; the code is downloaded once', async () => {
    const { Component, preload, calls } = await preloadedPart();
    await preload();
    const view = await renderRecording(
      <Suspense fallback={<p>Loading…</p>}>
        <Component name="Ravi" />
      </Suspense>,
    );
    view.stop();
    expect(view.shown).toEqual(['Hello, Ravi']);
    expect(calls()).toBe(1);
    act(() => view.root.unmount());
  });

  it('tries a failed download again when asked again', async () => {
    let calls = 0;
    const { preload } = preloadableLazy(() => {
      calls += 1;
      return calls === 1 ? Promise.reject(new Error('offline')) : Promise.resolve(Greeting);
    });
    await expect(preload()).rejects.toThrow('offline');
    await expect(preload()).resolves.toBe(Greeting);
    expect(calls).toBe(2);
  });

  it('keeps markup drawn by the server when the page renders again before the part is taken over', async () => {
    const { Component } = await preloadedPart();
    const fallbackRendered = vi.fn();
    function Fallback() {
      fallbackRendered();
      return <p>Loading…</p>;
    }
    const page = (name: string) => (
      <div>
        <h1>{name}</h1>
        <Suspense fallback={<Fallback />}>
          <Component name="Asha" />
        </Suspense>
      </div>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(page('Deals'));
    document.body.append(container);
    containers.push(container);
    const drawn = container.querySelector('p');

    // As on a drawn page: the takeover is a transition, and the page renders again at once (the router's update).
    const root = hydrateRoot(container, page('Deals'));
    await act(async () => {
      startTransition(() => root.render(page('Deals today')));
    });
    expect(container.querySelector('h1')?.textContent).toBe('Deals today');
    expect(container.querySelector('p')).toBe(drawn);
    expect(drawn?.textContent).toBe('Hello, Asha');
    expect(fallbackRendered).not.toHaveBeenCalled();
    act(() => root.unmount());
  });
});

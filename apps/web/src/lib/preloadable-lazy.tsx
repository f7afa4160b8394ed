import { lazy, type ComponentType } from 'react';

export interface PreloadableLazy<P extends object> {
  Component: ComponentType<P>;
  /** Downloads the code; once it has come, the component renders at once instead of suspending. */
  preload: () => Promise<unknown>;
}

/**
 * A component whose code is downloaded when first rendered, like `lazy`, or earlier with `preload`. React's
 * `lazy` suspends on its first render even when the code is already there; this one renders what has come
 * directly, so a page drawn by the server can be taken over in place, without falling back to a placeholder.
 */
export function preloadableLazy<P extends object>(load: () => Promise<ComponentType<P>>): PreloadableLazy<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () =>
    (loading ??= load().then((component) => {
      loaded = component;
      return component;
    }));
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  function Preloadable(props: P) {
    const Component = loaded ?? Lazy;
    return <Component {...props} />;
  }
  return { Component: Preloadable, preload };
}

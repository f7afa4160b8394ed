import { use, type ComponentType } from 'react';

export interface PreloadableLazy<P extends object> {
  Component: ComponentType<P>;
  /** Downloads the code; once it has come, the component renders at once instead of suspending. */
  preload: () => Promise<ComponentType<P>>;
}

/**
 * A component whose code is downloaded when first rendered, like `lazy`, or earlier with `preload`. React's
 * `lazy` suspends on its first render even when the code is already there; this one renders what has come
 * directly, so a page drawn by the server can be taken over in place, without falling back to a placeholder.
 * A download that failed is tried again the next time the component renders.
 */
export function preloadableLazy<P extends object>(load: () => Promise<ComponentType<P>>): PreloadableLazy<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  function Preloadable(props: P) {
    const Component = loaded ?? use(preload());
    return <Component {...props} />;
  }
  return { Component: Preloadable, preload };
}

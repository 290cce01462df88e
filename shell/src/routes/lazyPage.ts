import { createElement, lazy, useState } from 'react';
import type { ComponentType, LazyExoticComponent } from 'react';

/** A page or frame of the shell in a chunk of its own (lazyPage). */
export type LazyPage<P extends object = object> = ComponentType<P> & {
  /** Loads the chunk (once); the promise settles when the page can render at once. */
  preload(): Promise<void>;
};

/**
 * A shell page (or frame) in a chunk of its own, loaded when a route first shows it or by
 * `preload()`. Preloaded — as bootstrap and the server's first view do for the page at hand
 * before rendering — it renders at once: hydration finds the server's markup, with no fallback in
 * between. Otherwise it suspends like React.lazy (a navigation, a transition, keeps the previous
 * page meanwhile). Which of the two is decided
 * once per mount, so a mounted page does not remount when its chunk arrives.
 */
export function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>): LazyPage<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<void> | null = null;
  const preload = (): Promise<void> =>
    (loading ??= load().then(
      (component) => {
        loaded = component;
      },
      (error: unknown) => {
        loading = null; // a failed chunk may load on a later try
        throw error;
      },
    ));
  const Lazy = lazy(() => preload().then(() => ({ default: loaded as ComponentType<P> })));
  function Page(props: P) {
    const [component] = useState<ComponentType<P> | LazyExoticComponent<ComponentType<P>>>(() => loaded ?? Lazy);
    return createElement(component, props);
  }
  return Object.assign(Page, { preload });
}

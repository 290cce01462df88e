/** The events that tell a visitor is about to follow a link: a pointer over it or down on it, keyboard focus. */
const INTENT_EVENTS = ['pointerover', 'pointerdown', 'focusin'] as const;

/**
 * Calls `preload` with the path of a same-site link as soon as the visitor shows the intent to
 * follow it (pointer over or down on it, keyboard focus): the shell page's chunk is on its way
 * before the click, without loading every page while the first one is still starting (that work
 * would land in the phone's busiest seconds). Returns the function that stops listening.
 */
export function preloadOnIntent(root: Document | HTMLElement, preload: (path: string) => void): () => void {
  const onIntent = (event: Event) => {
    const target = event.target;
    const link = target instanceof Element ? target.closest('a[href]') : null;
    if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return;
    let path = link.pathname;
    try {
      path = decodeURIComponent(path);
    } catch {
      // a malformed escape: the path as written
    }
    preload(path);
  };
  for (const type of INTENT_EVENTS) root.addEventListener(type, onIntent, { capture: true, passive: true });
  return () => {
    for (const type of INTENT_EVENTS) root.removeEventListener(type, onIntent, { capture: true });
  };
}

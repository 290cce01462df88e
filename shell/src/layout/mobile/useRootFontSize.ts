import { useLayoutEffect } from 'react';

/** Widest layout the mobile pages scale to; wider windows (tablets, desktops) get a centred column. */
export const MOBILE_MAX_WIDTH = 540;

/** Root font size for a viewport width: a tenth of it (specification section 4), capped at the column width. */
export const rootFontSize = (viewportWidth: number): number => Math.min(viewportWidth, MOBILE_MAX_WIDTH) / 10;

/**
 * While the mobile layout is mounted, <html>'s font size is a tenth of the viewport width, so
 * rem lengths scale with the phone; it follows resizes and is restored on leaving.
 */
export function useRootFontSize(): void {
  useLayoutEffect(() => {
    const html = document.documentElement;
    const view = window;
    const previous = html.style.fontSize;
    const apply = () => {
      html.style.fontSize = `${rootFontSize(view?.innerWidth || html.clientWidth || 375)}px`;
    };
    apply();
    view?.addEventListener('resize', apply);
    view?.addEventListener('orientationchange', apply);
    return () => {
      view?.removeEventListener('resize', apply);
      view?.removeEventListener('orientationchange', apply);
      html.style.fontSize = previous;
    };
  }, []);
}

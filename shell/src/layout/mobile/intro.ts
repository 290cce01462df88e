/** How long the start screen shows on the first entry into the mobile site. */
export const LOADING_SCREEN_MS = 1000;

let introShown = false;

/** Whether the start screen has been shown (or skipped) in this page's life. */
export const isIntroShown = (): boolean => introShown;

/**
 * No (further) start screen: it has been shown, or the page came with its first view rendered by
 * the server — its content is already on screen, so the start screen (which covers loading) is
 * not shown over it. (A module of its own: the bootstrap calls it without loading the mobile
 * frame's chunk.)
 */
export function skipMobileIntro(): void {
  introShown = true;
}

/** Test hook: the next mount shows the start screen again. */
export function resetMobileIntro(): void {
  introShown = false;
}

/**
 * What the server marks in the HTML it renders for the browser to take as it is (the rows, the
 * statistics, the segment window's rule): an element rendered on the server carries `data-ssr`
 * until the browser's component first sees it.
 */
export const ON_SERVER = typeof document === 'undefined';

const SSR_ATTR = 'data-ssr';

/** Props that mark an element as the server's (none in the browser). */
export const serverMark: Record<string, string> = ON_SERVER ? { [SSR_ATTR]: '' } : {};

/** Whether `el` came from the server's HTML; the mark is taken off (true only once). */
export function takeServerMark(el: Element): boolean {
  if (!el.hasAttribute(SSR_ATTR)) return false;
  el.removeAttribute(SSR_ATTR);
  return true;
}

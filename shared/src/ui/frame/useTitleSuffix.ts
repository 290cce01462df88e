import { useEffect } from 'react';
import { useStores } from '@cp/shared/stores';

/**
 * Sets the page title suffix (e.g. '两面推荐 |') while the calling page is shown, and clears it when
 * the page goes away or asks for another one. Nothing else resets the suffix (the shell does not
 * on navigation), so a page that sets one must clear it: this hook does both. `null` sets nothing,
 * for a page whose suffix is not known yet (the route's SEO data stands in meanwhile).
 */
export function useTitleSuffix(suffix: string | null): void {
  const { ui } = useStores();
  useEffect(() => {
    if (suffix === null) return;
    ui.setTitleSuffix(suffix);
    return () => ui.setTitleSuffix(null);
  }, [ui, suffix]);
}

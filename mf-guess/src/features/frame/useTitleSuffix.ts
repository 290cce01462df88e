import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useStores } from '@cp/shared/stores';

/**
 * Sets the page title suffix (e.g. '两面推荐 |') while the page is shown and clears it on leave.
 * The shell resets the suffix on every path change, so it is set again after each one.
 */
export function useTitleSuffix(suffix: string): void {
  const { ui } = useStores();
  const { pathname } = useLocation();
  useEffect(() => {
    ui.setTitleSuffix(suffix);
    return () => ui.setTitleSuffix(null);
  }, [ui, suffix, pathname]);
}

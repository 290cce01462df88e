import { useCallback } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';

/**
 * The page's address is the state a link shares: `?c=<categoryId>&p=<period>`. Opening a
 * category adds a history entry; turning periods too, so Back retraces them, except when the
 * viewer only settles the address on the paper it shows (`replace`).
 */
export function useGalleryAddress() {
  const { pathname } = useLocation();
  const [params, setParams] = useSearchParams();
  const categoryId = params.get('c') || null;
  const period = params.get('p') || null;

  const hrefOf = useCallback((id: string) => `${pathname}?c=${encodeURIComponent(id)}`, [pathname]);

  const showPeriod = useCallback(
    (next: string, replace: boolean) =>
      setParams(
        (prev) => {
          const query = new URLSearchParams(prev);
          query.set('p', next);
          return query;
        },
        { replace },
      ),
    [setParams],
  );

  const shareUrl = useCallback(
    (shown: string) =>
      `${window.location.origin}${pathname}?c=${encodeURIComponent(categoryId ?? '')}&p=${encodeURIComponent(shown)}`,
    [pathname, categoryId],
  );

  return { pathname, categoryId, period, hrefOf, showPeriod, shareUrl };
}

import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { autorun } from 'mobx';
import { deviceRedirect, isMobilePath } from '@cp/shared/domain';
import { useStores } from '@cp/shared/stores';

/**
 * What runs on every navigation (specification section 2): the device redirect, site info,
 * SEO data and the public lottery list; and the document title and meta tags follow the stores.
 * The title suffix is left alone: a page that sets one clears it when it goes (useTitleSuffix).
 */
export function NavigationEffects({ firstViewPath }: { firstViewPath?: string }) {
  const store = useStores();
  const location = useLocation();
  const navigate = useNavigate();
  // The page the first view already loaded for (loadFirstView): not loaded again on mount.
  const loaded = useRef(firstViewPath);

  useEffect(() => {
    const target = deviceRedirect(location.pathname, navigator.userAgent);
    if (target) {
      navigate(target, { replace: true });
      return;
    }
    store.ui.setDevice(isMobilePath(location.pathname) ? 'mobile' : 'desktop');
    const already = loaded.current === location.pathname;
    loaded.current = undefined;
    if (!already) void store.onNavigate(location.pathname);
  }, [location.pathname, navigate, store]);

  useEffect(
    () =>
      autorun(() => {
        const title = store.ui.pageTitle;
        if (title) document.title = title;
        setMeta('keywords', store.seo.keywords);
        setMeta('description', store.seo.description);
      }),
    [store],
  );

  return null;
}

function setMeta(name: string, content: string): void {
  if (!content) return;
  let el = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!el) {
    el = document.createElement('meta');
    el.name = name;
    document.head.appendChild(el);
  }
  el.content = content;
}

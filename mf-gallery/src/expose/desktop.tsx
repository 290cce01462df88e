import type { RemoteRouteProps } from '@cp/shared/mf';
import { PreparedStoresProvider } from '@cp/shared/ui';
import { GalleryPage, GalleryRoutes } from '../features/gallery';

/** Desktop picture libraries under /images: liuHe and pk10. */
export default function DesktopRoutes({ prefix, firstView }: RemoteRouteProps) {
  return (
    <PreparedStoresProvider value={firstView}>
      <GalleryRoutes prefix={prefix} page={GalleryPage} />
    </PreparedStoresProvider>
  );
}

export { prepareFirstView } from '../features/gallery';

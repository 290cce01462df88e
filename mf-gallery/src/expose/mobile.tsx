import type { RemoteRouteProps } from '@cp/shared/mf';
import { PreparedStoresProvider } from '@cp/shared/ui';
import { GalleryPageMobile, GalleryRoutes } from '../features/gallery';

/** Mobile picture libraries under /m/images: liuHe and pk10. */
export default function MobileRoutes({ prefix, firstView }: RemoteRouteProps) {
  return (
    <PreparedStoresProvider value={firstView}>
      <GalleryRoutes prefix={prefix} page={GalleryPageMobile} />
    </PreparedStoresProvider>
  );
}

export { prepareFirstView } from '../features/gallery';

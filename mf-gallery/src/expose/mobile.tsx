import type { RemoteRouteProps } from '@cp/shared/mf';
import { GalleryPageMobile } from '../features/gallery/GalleryPageMobile';
import { GalleryRoutes } from '../features/gallery/GalleryRoutes';

/** Mobile picture libraries under /m/images: liuHe and pk10. */
export default function MobileRoutes({ prefix }: RemoteRouteProps) {
  return <GalleryRoutes prefix={prefix} page={GalleryPageMobile} />;
}

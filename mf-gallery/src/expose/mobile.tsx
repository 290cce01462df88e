import type { RemoteRouteProps } from '@cp/shared/mf';
import { GalleryPageMobile, GalleryRoutes } from '../features/gallery';

/** Mobile picture libraries under /m/images: liuHe and pk10. */
export default function MobileRoutes({ prefix }: RemoteRouteProps) {
  return <GalleryRoutes prefix={prefix} page={GalleryPageMobile} />;
}

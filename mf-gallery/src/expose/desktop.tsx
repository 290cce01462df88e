import type { RemoteRouteProps } from '@cp/shared/mf';
import { GalleryPage, GalleryRoutes } from '../features/gallery';

/** Desktop picture libraries under /images: liuHe and pk10. */
export default function DesktopRoutes({ prefix }: RemoteRouteProps) {
  return <GalleryRoutes prefix={prefix} page={GalleryPage} />;
}

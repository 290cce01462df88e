/** The public face of the picture-library feature. */
export { GalleryPage } from './GalleryPage';
export { GalleryPageMobile } from './GalleryPageMobile';
export { GalleryRoutes } from './GalleryRoutes';
export { prepareFirstView } from './firstView';

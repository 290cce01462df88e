import fp from 'fastify-plugin';
import { registerRoutes } from '../../lib/routes';
import { GalleryCatalogue } from './catalogue';
import { PaperKeeper } from './keeper';
import { galleryAdminRoutes } from './adminRoutes';
import { NewspaperService } from './newspaper';
import { newspaperRoutes } from './newspaperRoutes';
import { galleryRoutes } from './routes';
import { GalleryService } from './service';
import { UploadService } from './uploads';

export interface GalleryServices {
  categories: GalleryCatalogue;
  keeper: PaperKeeper;
  service: GalleryService;
  newspaper: NewspaperService;
  uploads: UploadService;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Picture libraries (issue 18): papers generated per draw, categories, listings. */
    gallery: GalleryServices;
  }
}

/** The picture libraries: the outbox consumer `gallery.papers` and the routes. */
export const galleryModule = fp(
  async (app) => {
    const { db, catalogue, clock } = app;
    const categories = new GalleryCatalogue(catalogue.list);
    const keeper = new PaperKeeper(catalogue, categories, clock);
    app.decorate('gallery', {
      categories,
      keeper,
      service: new GalleryService(db, categories),
      newspaper: new NewspaperService(db, catalogue, categories),
      uploads: new UploadService(db, categories, clock),
    });
    app.outbox.register(keeper.consumer());
    await registerRoutes(app, galleryRoutes);
    await registerRoutes(app, newspaperRoutes);
    await registerRoutes(app, galleryAdminRoutes);
  },
  { name: 'gallery', dependencies: ['db', 'outbox', 'lotteries', 'auth'] },
);

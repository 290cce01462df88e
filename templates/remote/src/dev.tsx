/** The standalone page of this remote (`npm run dev`): see @cp/shared/mf/standalone. */
import { startStandalone } from '@cp/shared/mf/standalone';
import pkg from '../package.json';
import DesktopRoutes from './expose/desktop';
import MobileRoutes from './expose/mobile';

startStandalone(pkg.federation, { desktop: DesktopRoutes, mobile: MobileRoutes });

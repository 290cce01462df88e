export { PlatformProvider, usePlatform } from './PlatformContext';
export { createPlatform } from './platformModel';
export type { Device, MenuItem, Platform, TabItem } from './platformModel';

export * from './types';
export * from './series';
export * from './computeStreaks';

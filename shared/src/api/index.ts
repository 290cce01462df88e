export * from './errors';
export * from './httpClient';
export * from './types';
export * from './ApiClient';

/**
 * The shared HTTP layer (a federated singleton): the configured client `http`, the error type,
 * the 3-second retry and the shell's endpoint areas. How a remote adds an endpoint: http.ts.
 */
export * from './errors';
export * from './httpClient';
export * from './http';
export * from './retry';
export * from './areas';
export * from './types';

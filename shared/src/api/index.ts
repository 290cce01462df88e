/**
 * The shared HTTP layer (a federated singleton): the configured client `http`, the error type,
 * the 3-second retry and the shell's endpoint areas. How a remote adds an endpoint: http.ts.
 * axios (httpClient.ts) is not exported: `http` loads it at its first request.
 */
export * from './errors';
export * from './profiles';
export * from './http';
export * from './retry';
export * from './areas';
export * from './types';

/**
 * mf-member's own endpoints over the shared HTTP client (`http` of @cp/shared/api); the wire
 * types are in @cp/shared/domain (members/wire.ts), shared with the server. Stores take their
 * area as a constructor option (tests pass a fake, or the real area over FakeHttp).
 */
export * from './account';
export * from './points';
export * from './profile';
export * from './context';
export * from './guessRecord';

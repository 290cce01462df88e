/**
 * mf-trend's own endpoints, over the shared HTTP client (`http` of @cp/shared/api, configured by
 * the shell): a new trend endpoint is added here, with its wire types in @cp/shared/domain, and
 * ships with this remote — no shell release. Stores take their area as a constructor option
 * (tests pass a fake, or the real area over FakeHttp).
 */
export * from './changlong';
export * from './history';
export * from './trends';

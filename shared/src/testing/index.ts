/**
 * The one set of test fakes for shared, the shell and every remote (production code never
 * imports this folder):
 *   - API: createFakeApi (the shell's endpoint areas as jest mocks, recording `calls`),
 *     FakeHttp (an HttpClient with routes, for endpoint modules — a remote's own included),
 *     fakeAdapter / okReply (an axios transport, for the HTTP layer itself);
 *   - environment: fakeStorage, FakeClock + settle, FakeEventSource, fakeEnv / fakeStore (a
 *     RootStore over all of them);
 *   - fixtures: lottery, catalogueLotteries, drawInfo, drawInfoOf, siteInfo, FIXTURE_LOTTERIES…;
 *   - rendering: renderWithStore, renderRemote, remoteRoot, LocationProbe.
 */
export { createFakeApi, LOTTERY_FIXTURES } from './fakeApi';
export type { FakeApi, FakeApiOptions, FakeArea } from './fakeApi';
export { FakeHttp, fakeAdapter, okReply } from './fakeHttp';
export type { AdapterReply, FakeMethod, FakeRequest, FakeRouteRequest } from './fakeHttp';
export { fakeStorage } from './fakeStorage';
export { FakeClock, settle } from './fakeClock';
export { FakeEventSource } from './fakeEventSource';
export { fakeEnv, fakeStore } from './env';
export type { FakeEnvOptions } from './env';
export {
  catalogueLotteries,
  drawInfo,
  drawInfoOf,
  FIXTURE_LOTTERIES,
  fixtureDrawInfo,
  fixtureKindGroups,
  lottery,
  siteInfo,
} from './fixtures';
export type { DrawInfoOptions } from './fixtures';
export { LocationProbe, remoteRoot, renderRemote, renderWithStore } from './render';
export type { RenderWithStoreOptions } from './render';
export { hydrateRemoteFirstView } from './firstView';

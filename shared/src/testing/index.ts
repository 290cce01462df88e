// Test helpers for the remotes' (and shell's) tests; production code never imports this folder.
export { createFakeApi, LOTTERY_FIXTURES } from './fakeApi';
export type { FakeApiOptions } from './fakeApi';
export { FIXTURE_LOTTERIES, fixtureDrawInfo, fixtureKindGroups } from './fixtures';
export type { KindLottery } from './fixtures';
export { remoteRoot, renderRemote } from './renderRemote';
// The stores' own fakes: every Api method a jest mock that never answers unless told, and a lottery builder.
export { fakeApi, lottery } from '../stores/testing/fakeEnv';
export type { FakeApi } from '../stores/testing/fakeEnv';

// The entry of a remote's server bundle (serverBuild.cjs): its route modules as the API server
// loads them (server/src/modules/pages/firstView.ts). `contract` is this shape's version.
export * as desktop from 'cp-remote-expose/desktop';
export * as mobile from 'cp-remote-expose/mobile';
export const contract = 1;

import { screen } from '@testing-library/react';
import { createFakeApi, remoteRoot, renderRemote } from '@cp/shared/testing';
import DesktopRoutes from '../../expose/desktop';
import MobileRoutes from '../../expose/mobile';
import { REMOTE_NAME } from '../../remote';

describe('mf-starter pages', () => {
  it.each([
    ['desktop', DesktopRoutes, '/starter'],
    ['mobile', MobileRoutes, '/m/starter'],
  ])('%s: renders its page under the prefix, titled, asking the API for nothing', (_device, Tree, prefix) => {
    const { api, calls } = createFakeApi();
    const { container, store } = renderRemote(Tree, prefix, prefix, api);
    expect(remoteRoot(container, REMOTE_NAME)).not.toBeNull();
    expect(store.ui.titleSuffix).toBe('示例 |');
    expect(screen.getByText('示例即将上线')).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('shows the 404 text for an unknown sub-path', () => {
    renderRemote(DesktopRoutes, '/starter', '/starter/nothing');
    expect(screen.getByText('This page could not be found')).toBeTruthy();
  });

  it('clears its title suffix when it goes away', () => {
    const { store, unmount } = renderRemote(DesktopRoutes, '/starter', '/starter');
    unmount();
    expect(store.ui.titleSuffix).toBeNull();
  });
});

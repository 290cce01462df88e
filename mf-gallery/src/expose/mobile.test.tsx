import { screen, waitFor, within } from '@testing-library/react';
import { remoteRoot, renderRemote } from '@cp/shared/testing';
import MobileRoutes from './mobile';

describe('mf-gallery mobile routes', () => {
  it.each([
    ['/m/images/liuHe', '六合彩图库 |', '六合彩图库即将上线'],
    ['/m/images/pk10', 'PK10图库 |', 'PK10图库即将上线'],
  ])('%s renders its frame with title "%s"', (path, title, soon) => {
    const { container, store } = renderRemote(MobileRoutes, '/m/images', path);
    expect(remoteRoot(container, 'mf_gallery')).not.toBeNull();
    expect(store.ui.titleSuffix).toBe(title);
    expect(screen.getByText(soon)).toBeTruthy();
    const tabs = within(screen.getByRole('navigation', { name: '图库' })).getAllByRole('link');
    expect(tabs.map((a) => a.getAttribute('href'))).toEqual(['/m/images/liuHe', '/m/images/pk10']);
  });

  it('opens the six-mark library from /m/images', async () => {
    const { location } = renderRemote(MobileRoutes, '/m/images', '/m/images');
    await waitFor(() => expect(location()).toBe('/m/images/liuHe'));
  });

  it('shows the 404 text for an unknown sub-path', () => {
    renderRemote(MobileRoutes, '/m/images', '/m/images/liuHe/2026');
    expect(screen.getByText('This page could not be found')).toBeTruthy();
  });
});

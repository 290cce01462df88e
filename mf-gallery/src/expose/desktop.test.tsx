import { screen, waitFor, within } from '@testing-library/react';
import { createFakeApi, remoteRoot, renderRemote } from '@cp/shared/testing';
import DesktopRoutes from './desktop';

describe('mf-gallery desktop routes', () => {
  it.each([
    ['/images/liuHe', '六合彩图库 |', '六合彩图库', '六合彩图库即将上线'],
    ['/images/pk10', 'PK10图库 |', 'PK10图库', 'PK10图库即将上线'],
  ])('%s renders its frame with title "%s"', (path, title, heading, soon) => {
    const { api, calls } = createFakeApi();
    const { container, store } = renderRemote(DesktopRoutes, '/images', path, api);
    expect(remoteRoot(container, 'mf_gallery')).not.toBeNull();
    expect(store.ui.titleSuffix).toBe(title);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(heading);
    expect(screen.getByText(soon)).toBeTruthy();
    // No pictures are invented while the library does not exist.
    expect(container.querySelector('img')).toBeNull();
    expect(calls).toEqual([]);
    const tabs = within(screen.getByRole('navigation', { name: '图库' })).getAllByRole('link');
    expect(tabs.map((a) => [a.textContent, a.getAttribute('href'), a.getAttribute('aria-current')])).toEqual([
      ['六合彩图库', '/images/liuHe', path === '/images/liuHe' ? 'page' : null],
      ['PK10图库', '/images/pk10', path === '/images/pk10' ? 'page' : null],
    ]);
  });

  it('opens the six-mark library from /images', async () => {
    const { location } = renderRemote(DesktopRoutes, '/images', '/images');
    await waitFor(() => expect(location()).toBe('/images/liuHe'));
  });

  it('shows the 404 text for an unknown sub-path', () => {
    const { container, store } = renderRemote(DesktopRoutes, '/images', '/images/ssc');
    expect(screen.getByText('This page could not be found')).toBeTruthy();
    expect(remoteRoot(container, 'mf_gallery')).not.toBeNull();
    expect(store.ui.titleSuffix).toBe('404 |');
  });

  it('clears its title suffix when it goes away', () => {
    const { store, unmount } = renderRemote(DesktopRoutes, '/images', '/images/pk10');
    unmount();
    expect(store.ui.titleSuffix).toBeNull();
  });
});

import { act, render, screen } from '@testing-library/react';
import { observer } from 'mobx-react-lite';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { RootStore, StoresProvider, useStores } from '../stores';
import { createFakeApi } from '../testing';
import type { RemoteRouteProps } from './RemoteRoute';
import { StandaloneRoutes } from './standalone';

const REMOTE = {
  name: 'mf_gallery',
  routes: { desktop: ['/images'], mobile: ['/m/images'] },
  redirects: [{ from: '/images', to: '/images/liuHe' }],
};

const Tree = observer(function Tree({ kind, prefix }: RemoteRouteProps & { kind: string }) {
  const { ui } = useStores();
  return <output data-testid="tree">{`${kind} ${prefix} ${ui.device}`}</output>;
});

const TREES = {
  desktop: ({ prefix }: RemoteRouteProps) => <Tree kind="desktop" prefix={prefix} />,
  mobile: ({ prefix }: RemoteRouteProps) => <Tree kind="mobile" prefix={prefix} />,
};

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

async function open(path: string) {
  const { api, calls } = createFakeApi();
  const store = new RootStore({ api, log: { warn: () => undefined, error: () => undefined } });
  render(
    <StoresProvider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <StandaloneRoutes remote={REMOTE} trees={TREES} />
        <Where />
      </MemoryRouter>
    </StoresProvider>,
  );
  await act(async () => undefined);
  return { store, calls };
}

describe('<StandaloneRoutes>', () => {
  it('mounts the desktop tree under a desktop prefix, as the shell would, and loads what the shell loads', async () => {
    const { calls } = await open('/images/pk10');
    expect(screen.getByTestId('tree').textContent).toBe('desktop /images desktop');
    expect(screen.getByRole('navigation', { name: '开发页导航' })).toBeTruthy();
    expect(calls).toEqual(expect.arrayContaining(['siteInfo', 'seoPage', 'publicLotteries']));
  });

  it('mounts the mobile tree under a mobile prefix, on a mobile device, with rem lengths on', async () => {
    Object.defineProperty(window, 'innerWidth', { value: 390, configurable: true });
    await open('/m/images/liuHe');
    expect(screen.getByTestId('tree').textContent).toBe('mobile /m/images mobile');
    expect(document.documentElement.style.fontSize).toBe('39px');
  });

  it('follows the contract’s redirects', async () => {
    await open('/images');
    expect(screen.getByTestId('where').textContent).toBe('/images/liuHe');
    expect(screen.getByTestId('tree').textContent).toBe('desktop /images desktop');
  });

  it('lists the prefixes anywhere else', async () => {
    await open('/');
    const links = screen.getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['/images', '/m/images']);
  });

  it('titles the page after the store, marked as the dev page', async () => {
    const { store } = await open('/images/pk10');
    act(() => store.ui.setTitleSuffix('PK10图库 |'));
    expect(document.title).toBe('PK10图库 | 168开奖网（开发）');
  });
});

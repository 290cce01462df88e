import { act } from '@testing-library/react';
import type { ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { Http, shellApi } from '@cp/shared/api';
import { fakeAdapter } from '@cp/shared/testing';
import { drawInfo, lottery, siteInfo } from '@cp/shared/testing';
import type { Registry } from '@cp/shared/domain';
import type { RemoteFirstViewInput } from '@cp/shared/mf';
import { RootStore } from '@cp/shared/stores';
import { App } from '../App';
import { summary } from '../testing/news';
import { FirstViewData } from './FirstViewContext';
import { loadFirstView } from './loadFirstView';
import { renderFirstView } from './renderFirstView';
import type { InjectedResponse } from './serverClient';

const DRAWN_AT = Date.parse('2026-11-27T10:00:00Z');
const LOTTERIES = {
  jspk10: lottery('jspk10', { name: '极速赛车', sort: 1 }),
  hk6: lottery('hk6', { name: '香港六合彩', group: 'hk6', category: 'china', series: '六合彩', sort: 22 }),
};
const REGISTRY = { remotes: {} } as Registry;

/** The API server as renderFirstView reaches it (app.inject): envelopes by path and query. */
function fakeServer({ failing = [] as string[] } = {}) {
  const seen: string[] = [];
  const answer = (path: string): unknown => {
    const url = new URL(path, 'http://x');
    switch (url.pathname) {
      case '/v1/cp168/wap/site/info':
        return siteInfo();
      case '/v1/apis/seo/page':
        return { routing: url.searchParams.get('routing'), titleSuffix: '', metaKeyword: '', metaDescription: '' };
      case '/v1/public/cp':
        return LOTTERIES;
      case '/v1/cp168/wap/draw/infoDetail':
        return (url.searchParams.get('cpCode') ?? '')
          .split(',')
          .map((c) => drawInfo(c, `${c}-20261127-0458`, DRAWN_AT, c === 'hk6' ? { balls: [1, 2, 3, 4, 5, 6, 7] } : {}));
      case '/v1/remote/page':
        return { text: '远程页面的首屏内容' };
      case '/v1/cp168/wap/news':
        return { list: [summary(1, { title: '本站公告：首屏由服务器渲染' })], total: 1 };
      default:
        return undefined;
    }
  };
  const inject = async (path: string): Promise<InjectedResponse> => {
    seen.push(path);
    const data = answer(path);
    if (failing.some((p) => path.startsWith(p)) || data === undefined)
      return {
        statusCode: 500,
        body: JSON.stringify({ status: 0, code: 'INTERNAL_ERROR', message: '服务器内部错误' }),
      };
    return { statusCode: 200, body: JSON.stringify({ status: 1, data }) };
  };
  return { inject, seen };
}

describe('renderFirstView (the server half)', () => {
  it('renders the mobile home with every latest draw and the news, and records the answers it used', async () => {
    const { inject, seen } = fakeServer();
    const view = await renderFirstView({ path: '/m', registry: REGISTRY, siteInfo: siteInfo(), inject });
    const doc = new DOMParser().parseFromString(`<div id="root">${view.html}</div>`, 'text/html');
    const text = doc.body.textContent ?? '';
    expect(text).toContain('极速赛车');
    expect(text).toContain('香港六合彩');
    expect(text).toContain('jspk10-20261127-0458');
    expect(text).toContain('本站公告：首屏由服务器渲染');
    expect(doc.querySelectorAll('[data-testid="home-section-jisu"]')).toHaveLength(1);
    // No start screen over content that is already there.
    expect(doc.querySelector('[data-testid="mobile-loading"]')).toBeNull();
    expect(view.styles).toMatch(/^<style [^>]*data-styled/);
    expect(Object.keys(view.prefetched).sort()).toEqual([...new Set(seen)].sort());
    expect(view.prefetched['/v1/public/cp']).toEqual(LOTTERIES);
    expect(Object.keys(view.prefetched)).toContain('/v1/cp168/wap/draw/infoDetail?cpCode=jspk10%2Chk6');
  });

  it('renders the desktop home and a page of a remote (its frame, the remote loading)', async () => {
    const { inject } = fakeServer();
    const home = await renderFirstView({ path: '/', registry: REGISTRY, siteInfo: siteInfo(), inject });
    expect(home.html).toContain('jspk10-20261127-0458');
    expect(home.html).toContain('data-testid="main-menu"');
    const other = await renderFirstView({
      path: '/m/lottery/group/hotLottery',
      registry: REGISTRY,
      siteInfo: siteInfo(),
      inject,
    });
    expect(other.html).toContain('data-testid="mobile-header"');
    expect(Object.keys(other.prefetched)).not.toContain('/v1/cp168/wap/news?page=1&size=5');
  });

  it('renders what it has when a read fails (no retry timers on the server)', async () => {
    const { inject } = fakeServer({ failing: ['/v1/cp168/wap/news'] });
    const view = await renderFirstView({ path: '/m', registry: REGISTRY, siteInfo: siteInfo(), inject });
    expect(view.html).toContain('jspk10-20261127-0458');
    expect(Object.keys(view.prefetched)).not.toContain('/v1/cp168/wap/news?page=1&size=5');
  });
});

describe('renderFirstView: a remote’s page from its server bundle', () => {
  const registry = {
    remotes: { mf_x: { version: '1.0.0-abc', entry: '/remotes/mf_x/1.0.0-abc/mf-manifest.json', routes: ['/x'] } },
  } as unknown as Registry;
  const bundle = (Page: (p: { firstView?: unknown }) => ReactElement) => ({
    contract: 1,
    desktop: {
      default: Page,
      prepareFirstView: ({ client }: RemoteFirstViewInput) =>
        client.get<{ text: string }>('/v1/remote/page').then((d) => d.text),
    },
  });

  it('renders the remote’s page whole, with the answers it read recorded for the browser', async () => {
    const { inject } = fakeServer();
    const view = await renderFirstView({
      path: '/x/page',
      registry,
      siteInfo: siteInfo(),
      inject,
      remoteBundle: (name, version) =>
        name === 'mf_x' && version === '1.0.0-abc'
          ? bundle(({ firstView }) => <p data-testid="remote-page">{String(firstView)}</p>)
          : null,
    });
    expect(view.html).toContain('<p data-testid="remote-page">远程页面的首屏内容</p>');
    expect(view.html).toContain('data-testid="main-menu"');
    expect(view.prefetched['/v1/remote/page']).toEqual({ text: '远程页面的首屏内容' });
    expect(view.remote).toEqual({ id: 'mf_x/desktop', prefix: '/x' });
  });

  it('a remote page that throws on the server goes out with its loading state, a failing preparation too', async () => {
    const { inject } = fakeServer();
    const throwing = await renderFirstView({
      path: '/x/page',
      registry,
      siteInfo: siteInfo(),
      inject,
      remoteBundle: () =>
        bundle(() => {
          throw new Error('window is not defined');
        }),
    });
    expect(throwing.html).toContain('data-testid="main-menu"');
    expect(throwing.html).not.toContain('远程页面的首屏内容');
    const failing = await renderFirstView({
      path: '/x/page',
      registry,
      siteInfo: siteInfo(),
      inject: (path) => (path === '/v1/remote/page' ? Promise.reject(new Error('down')) : inject(path)),
      remoteBundle: () => bundle(({ firstView }) => <p>{String(firstView)}</p>),
    });
    expect(failing.remote).toBeNull();
    expect(failing.html).toContain('data-testid="main-menu"');
  });
});

describe('the browser takes the first view over', () => {
  it.each(['/m', '/', '/m/lottery/group/hotLottery'])(
    '%s: hydrates the same markup from the recorded answers, with no request and no mismatch',
    async (path) => {
      const { inject } = fakeServer();
      const view = await renderFirstView({ path, registry: REGISTRY, siteInfo: siteInfo(), inject });
      document.body.innerHTML = `<div id="root">${view.html}</div>`;
      const container = document.getElementById('root') as HTMLElement;
      const before = container.textContent;

      window.history.pushState({}, '', path);
      const { adapter, seen } = fakeAdapter(() => ({ status: 500, data: { status: 0, code: 'X', message: 'x' } }));
      const client = new Http({ adapter });
      client.prime(view.prefetched);
      const store = new RootStore({ api: shellApi(client), storage: null, openEventSource: null });
      store.site.hydrate(siteInfo());
      const data = new FirstViewData(client);
      await loadFirstView(store, data, path);
      store.draws.setFirstViewNow(view.now);
      expect(seen).toHaveLength(0);

      const errors: unknown[] = [];
      await act(async () => {
        hydrateRoot(container, <App store={store} remotes={[]} firstView={data} />, {
          onRecoverableError: (error) => errors.push(error),
        });
      });
      expect(errors).toEqual([]);
      expect(container.textContent).toBe(before);
      // The page's own loads on mount were answered by the first view too.
      expect(seen.filter((c) => c.method === 'get')).toHaveLength(0);
      store.dispose();
    },
  );
});

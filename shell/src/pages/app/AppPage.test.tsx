import { act, screen, within } from '@testing-library/react';
import { fakeStore, siteInfo } from '@cp/shared/testing';
import { renderWithShell } from '../../testing/render';
import { AppPage, mobileSiteUrl } from './AppPage';

const settleQr = () => act(() => new Promise((r) => setTimeout(r, 50)));

describe('<AppPage>', () => {
  it('without an app: says so, explains 添加到主屏幕 and shows a QR code of the mobile site', async () => {
    const { store } = fakeStore();
    store.site.hydrate(siteInfo());
    renderWithShell(<AppPage />, store, { path: '/m/app' });
    expect(store.ui.titleSuffix).toBe('手机APP |');
    expect(screen.getByText(/本站暂无需要下载安装的 App/)).toBeTruthy();
    expect(screen.queryByTestId('app-download')).toBeNull();
    const steps = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(steps[0]).toContain('添加到主屏幕');
    expect(steps).toHaveLength(3);
    const url = mobileSiteUrl(window.location.origin);
    expect(screen.getByTestId('site-url').textContent).toBe(url);
    await settleQr();
    const qr = screen.getByRole('img', { name: `手机版二维码：${url}` });
    const svg = decodeURIComponent((qr.getAttribute('src') ?? '').replace(/^data:image\/svg\+xml;charset=utf-8,/, ''));
    expect(svg).toMatch(/^<svg[^>]*viewBox="0 0 (\d+) \1"/);
    expect(svg).toContain('<path');
  });

  it("with the operators' app: its download and QR code come first", async () => {
    const { store } = fakeStore();
    store.site.hydrate(
      siteInfo({ siteSetting: { apkLink: { url: 'https://example.com/app.apk', qrCode: '/static/app-qr.png' } } }),
    );
    renderWithShell(<AppPage />, store, { path: '/m/app' });
    const download = screen.getByTestId('app-download');
    expect(within(download).getByRole('link', { name: '立即下载' }).getAttribute('href')).toBe(
      'https://example.com/app.apk',
    );
    expect(within(download).getByRole('img', { name: 'App 下载二维码' }).getAttribute('src')).toBe(
      '/static/app-qr.png',
    );
    expect(screen.queryByText(/本站暂无需要下载安装的 App/)).toBeNull();
    await settleQr();
  });
});

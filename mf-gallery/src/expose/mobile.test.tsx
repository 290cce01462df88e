import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { remoteRoot, settle } from '@cp/shared/testing';
import { installPointerEvent } from '../testing/pointer';
import { TUKU, renderGallery, tukuHttp } from '../testing/tukuHttp';
import MobileRoutes from './mobile';

const P = '/m/images';
const render = (path: string, http = tukuHttp()) => renderGallery(MobileRoutes, P, path, http);
const stage = () => screen.getByTestId('paper-stage');
const percent = () => screen.getByTestId('zoom-percent').textContent;

/** A finger on the paper from (x0, y) to (x1, y); `gap` ms between touching and lifting. */
function swipe(x0: number, x1: number, y = 300, pointerId = 1) {
  const el = stage();
  fireEvent.pointerDown(el, { pointerId, pointerType: 'touch', clientX: x0, clientY: y, button: 0 });
  fireEvent.pointerMove(el, { pointerId, pointerType: 'touch', clientX: (x0 + x1) / 2, clientY: y });
  fireEvent.pointerUp(el, { pointerId, pointerType: 'touch', clientX: x1, clientY: y });
}

function tap(x: number, y: number) {
  swipe(x, x, y);
}

async function openPaper(query: string, period: string) {
  const view = render(`${P}/liuHe?${query}`);
  await waitFor(() => expect(view.location()).toContain(`p=${period}`));
  await screen.findByText(`第 ${period} 期`);
  return view;
}

beforeAll(installPointerEvent);

describe('mf-gallery mobile routes', () => {
  it.each([
    ['/m/images/liuHe', '六合彩图库 |', 'liuHe'],
    ['/m/images/pk10', 'PK10图库 |', 'pk10'],
  ])('%s renders its library in the mobile frame with title "%s"', async (path, title, cpType) => {
    const { container, store, http } = render(path);
    expect(remoteRoot(container, 'mf_gallery')).not.toBeNull();
    expect(store.ui.titleSuffix).toBe(title);
    const tabs = within(screen.getByRole('navigation', { name: '图库' })).getAllByRole('link');
    expect(tabs.map((a) => a.getAttribute('href'))).toEqual(['/m/images/liuHe', '/m/images/pk10']);
    await screen.findByRole('region', { name: '图纸分类' });
    expect(http.requestsTo('get', `${TUKU}/categoriesByPinyin`)[0].params.cpType).toBe(cpType);
    expect(screen.getByRole('searchbox', { name: '搜索图纸' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: '拼音索引' })).toBeTruthy();
  });

  it('finds categories by pinyin initials and opens one from the list', async () => {
    const { location } = render(`${P}/pk10`);
    await screen.findByRole('region', { name: '图纸分类' });
    fireEvent.change(screen.getByRole('searchbox', { name: '搜索图纸' }), { target: { value: 'xyft' } });
    const links = within(screen.getByRole('region', { name: '图纸分类' })).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '/m/images/pk10?c=xyft-yc',
      '/m/images/pk10?c=xyft-lh',
      '/m/images/pk10?c=xyft-kj',
    ]);
    fireEvent.click(links[2]);
    await waitFor(() => expect(location()).toBe('/m/images/pk10?c=xyft-kj&p=20261121-0120'));
    const img = stage().querySelector('img')!;
    expect(img.getAttribute('alt')).toBe('幸运飞艇开奖图 第20261121-0120期');
    expect(stage().style.aspectRatio).toBe('800 / 932');
    expect(stage().style.height).toBe('');
  });

  it('opens the 特码生肖表 from the six-mark library', async () => {
    const { location } = render(`${P}/liuHe`);
    fireEvent.click(await screen.findByRole('link', { name: '特码生肖表' }));
    await waitFor(() => expect(location()).toBe('/m/images/liuHe?c=hk6-sxb&p=2026125'));
  });

  it('turns to 下一期 with a swipe to the left and to 上一期 with a swipe to the right', async () => {
    const { location } = await openPaper('c=hk6-kj&p=2026123', '2026123');
    expect(screen.getByText(/向左滑看下一期，向右滑看上一期/)).toBeTruthy();
    swipe(300, 150);
    await screen.findByText('第 2026124 期');
    expect(location()).toBe('/m/images/liuHe?c=hk6-kj&p=2026124');
    swipe(100, 300);
    await screen.findByText('第 2026123 期');
    swipe(100, 300);
    await screen.findByText('第 2026122 期');
    expect(location()).toBe('/m/images/liuHe?c=hk6-kj&p=2026122');
  });

  it('ignores a short or vertical move, and a swipe past the newest paper', async () => {
    const { location, http } = await openPaper('c=hk6-kj', '2026125');
    swipe(300, 280);
    const el = stage();
    fireEvent.pointerDown(el, { pointerId: 2, pointerType: 'touch', clientX: 200, clientY: 100 });
    fireEvent.pointerUp(el, { pointerId: 2, pointerType: 'touch', clientX: 150, clientY: 400 });
    swipe(300, 100); // 下一期 of the newest: there is none
    await act(settle);
    expect(location()).toBe('/m/images/liuHe?c=hk6-kj&p=2026125');
    expect(http.requestsTo('get', `${TUKU}/images`)).toHaveLength(1);
  });

  it('zooms with a double tap and a pinch, and does not turn the page while zoomed', async () => {
    const { location } = await openPaper('c=hk6-kj&p=2026123', '2026123');
    tap(100, 100);
    tap(102, 101);
    expect(percent()).toBe('200%');
    swipe(300, 100);
    await act(settle);
    expect(location()).toBe('/m/images/liuHe?c=hk6-kj&p=2026123');
    tap(100, 100);
    tap(100, 100);
    expect(percent()).toBe('100%');
    const el = stage();
    fireEvent.pointerDown(el, { pointerId: 5, pointerType: 'touch', clientX: 100, clientY: 200 });
    fireEvent.pointerDown(el, { pointerId: 6, pointerType: 'touch', clientX: 200, clientY: 200 });
    fireEvent.pointerMove(el, { pointerId: 6, pointerType: 'touch', clientX: 250, clientY: 200 });
    fireEvent.pointerUp(el, { pointerId: 6, pointerType: 'touch', clientX: 250, clientY: 200 });
    fireEvent.pointerUp(el, { pointerId: 5, pointerType: 'touch', clientX: 100, clientY: 200 });
    expect(percent()).toBe('150%');
    await act(settle);
    expect(location()).toBe('/m/images/liuHe?c=hk6-kj&p=2026123');
    fireEvent.click(screen.getByRole('button', { name: '还原' }));
    expect(percent()).toBe('100%');
  });

  it('says 暂无图纸 for an empty category', async () => {
    render(`${P}/pk10?c=pk10-upload`);
    expect(await screen.findByText('暂无图纸')).toBeTruthy();
  });

  it('opens the six-mark library from /m/images', async () => {
    const { location } = render(P);
    await waitFor(() => expect(location()).toBe('/m/images/liuHe'));
  });

  it('shows the 404 text for an unknown sub-path', () => {
    render('/m/images/liuHe/2026');
    expect(screen.getByText('This page could not be found')).toBeTruthy();
  });
});

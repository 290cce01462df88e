import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { remoteRoot, settle } from '@cp/shared/testing';
import { EAGER_THUMBS } from '../features/library/CategoryCard';
import { TUKU, renderGallery, tukuHttp } from '../testing/tukuHttp';
import DesktopRoutes from './desktop';

const P = '/images';
const IMAGES = `${TUKU}/images`;

const render = (path: string, http = tukuHttp()) => renderGallery(DesktopRoutes, P, path, http);
const paper = () => screen.getByTestId('paper-stage').querySelector('img')!;
const letter = (name: string) =>
  within(screen.getByRole('navigation', { name: '拼音索引' })).getByRole('button', { name });
const enabledLetters = () =>
  within(screen.getByRole('navigation', { name: '拼音索引' }))
    .getAllByRole('button')
    .filter((b) => !(b as HTMLButtonElement).disabled)
    .map((b) => b.textContent);
const categoryNames = () =>
  within(screen.getByRole('region', { name: '图纸分类' }))
    .queryAllByRole('link')
    .map((a) => a.textContent?.replace(/最新：.*|暂无图纸/g, ''));

/** Opens a paper and waits until the address names it. */
async function openPaper(query: string, period: string, http = tukuHttp()) {
  const view = render(`${P}/liuHe?${query}`, http);
  await waitFor(() => expect(view.location()).toContain(`p=${period}`));
  await screen.findByText(`第 ${period} 期`);
  return view;
}

describe('mf-gallery desktop routes', () => {
  it.each([
    ['/images/liuHe', 'liuHe', '六合彩图库 |', '六合彩图库', ['F', 'J', 'L', 'X']],
    ['/images/pk10', 'pk10', 'PK10图库 |', 'PK10图库', ['J', 'P', 'X']],
  ])('%s shows its library with the pinyin index', async (path, cpType, title, heading, letters) => {
    const { container, store, http } = render(path);
    expect(remoteRoot(container, 'mf_gallery')).not.toBeNull();
    expect(store.ui.titleSuffix).toBe(title);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(heading);
    const tabs = within(screen.getByRole('navigation', { name: '图库' })).getAllByRole('link');
    expect(tabs.map((a) => [a.textContent, a.getAttribute('href'), a.getAttribute('aria-current')])).toEqual([
      ['六合彩图库', '/images/liuHe', path === '/images/liuHe' ? 'page' : null],
      ['PK10图库', '/images/pk10', path === '/images/pk10' ? 'page' : null],
    ]);
    await screen.findByRole('region', { name: '图纸分类' });
    expect(http.requestsTo('get', `${TUKU}/categoriesByPinyin`)[0].params).toEqual({ cpType });
    expect(enabledLetters()).toEqual(letters);
    expect(within(screen.getByRole('navigation', { name: '拼音索引' })).getAllByRole('button')).toHaveLength(26);
  });

  it('lists each category with a thumbnail of fixed size, its name and latest period; the first screen’s load at once', async () => {
    render(`${P}/liuHe`);
    const card = await screen.findByRole('link', { name: '香港六合彩开奖图 最新：第 2026125 期' });
    expect(card.getAttribute('href')).toBe('/images/liuHe?c=hk6-kj');
    // The thumbnail only illustrates the card (named by its text): hidden from assistive technology.
    const img = card.querySelector('img') as HTMLImageElement;
    expect([img.getAttribute('width'), img.getAttribute('height'), img.getAttribute('alt')]).toEqual(['96', '135', '']);
    // In page order: the first screen's thumbnails at once and first (the page's largest image), the rest when near.
    const thumbs = Array.from(screen.getByRole('region', { name: '图纸分类' }).querySelectorAll('img'));
    expect(thumbs.length).toBeGreaterThan(EAGER_THUMBS);
    expect(thumbs.map((t) => [t.getAttribute('loading'), t.getAttribute('fetchpriority')])).toEqual(
      thumbs.map((_, i) => (i < EAGER_THUMBS ? ['eager', 'high'] : ['lazy', null])),
    );
  });

  it('jumps to a letter’s group and disables letters without categories', async () => {
    const scroll = jest.fn();
    Element.prototype.scrollIntoView = scroll;
    render(`${P}/liuHe`);
    await screen.findByRole('region', { name: '图纸分类' });
    expect((letter('A') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(letter('X'));
    const heading = screen.getByRole('heading', { level: 3, name: 'X' });
    expect(scroll.mock.contexts[0]).toBe(heading);
    expect(document.activeElement).toBe(heading);
  });

  it.each([
    ['xg', ['香港六合彩开奖图', '香港六合彩特码冷热排行', '香港六合彩特码生肖表', '香港六合彩预测图纸'], ['X']],
    ['xiang', ['香港六合彩开奖图', '香港六合彩特码冷热排行', '香港六合彩特码生肖表', '香港六合彩预测图纸'], ['X']],
    ['分分六合彩预测', ['分分六合彩预测图纸'], ['F']],
    ['jx', ['六合彩精选图纸'], ['L']],
  ])('searching "%s" finds %j', async (text, names, letters) => {
    render(`${P}/liuHe`);
    await screen.findByRole('region', { name: '图纸分类' });
    fireEvent.change(screen.getByRole('searchbox', { name: '搜索图纸' }), { target: { value: text } });
    expect(categoryNames()).toEqual(names);
    expect(enabledLetters()).toEqual(letters);
    expect(screen.getByText(`找到 ${names.length} 个分类`)).toBeTruthy();
  });

  it('says so when a search finds nothing', async () => {
    render(`${P}/pk10`);
    await screen.findByRole('region', { name: '图纸分类' });
    fireEvent.change(screen.getByRole('searchbox', { name: '搜索图纸' }), { target: { value: 'xianggang' } });
    expect(screen.getByText('没有找到匹配的图纸')).toBeTruthy();
    expect(enabledLetters()).toEqual([]);
  });

  it('opens a chosen category at its newest paper and puts it in the address', async () => {
    const { location, http } = render(`${P}/liuHe`);
    fireEvent.click(await screen.findByRole('link', { name: /^香港六合彩开奖图/ }));
    await waitFor(() => expect(location()).toBe('/images/liuHe?c=hk6-kj&p=2026125'));
    const img = await within(await screen.findByTestId('paper-stage')).findByRole('img', {
      name: '香港六合彩开奖图 第2026125期',
    });
    expect(img.getAttribute('src')).toMatch(/^\/tuku\/hk6-kj\/2026125\.[0-9a-f]+\.svg$/);
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['660', '932']);
    expect(screen.getByTestId('paper-stage').style.height).toBe('932px');
    expect(screen.getByTestId('draw-time').textContent).toBe('开奖时间 2026-11-17 21:30');
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('香港六合彩开奖图');
    // Settling the address on the newest paper asks nothing more.
    expect(http.requestsTo('get', IMAGES).map((r) => r.params.period ?? null)).toEqual([null]);
    expect(screen.getByRole('link', { name: '返回图库' }).getAttribute('href')).toBe('/images/liuHe');
  });

  it('turns periods with 上一期 / 下一期 and the arrow keys, disabled at the ends', async () => {
    const { location } = await openPaper('c=hk6-kj&p=2026119', '2026119');
    const previous = screen.getByRole('button', { name: '上一期' }) as HTMLButtonElement;
    const next = screen.getByRole('button', { name: '下一期' }) as HTMLButtonElement;
    expect([previous.disabled, next.disabled]).toEqual([false, false]);
    fireEvent.click(previous);
    await screen.findByText('第 2026118 期');
    expect(location()).toBe('/images/liuHe?c=hk6-kj&p=2026118');
    expect(paper().getAttribute('alt')).toBe('香港六合彩开奖图 第2026118期');
    expect(previous.disabled).toBe(true);
    fireEvent.keyDown(window, { key: 'ArrowLeft' });
    await act(settle);
    expect(location()).toBe('/images/liuHe?c=hk6-kj&p=2026118');
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    await screen.findByText('第 2026119 期');
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    await screen.findByText('第 2026120 期');
    expect(location()).toBe('/images/liuHe?c=hk6-kj&p=2026120');
  });

  it('leaves the arrow keys to a date input', async () => {
    const { location } = await openPaper('c=hk6-kj&p=2026120', '2026120');
    fireEvent.keyDown(screen.getByLabelText('开始日期'), { key: 'ArrowLeft' });
    await act(settle);
    expect(location()).toBe('/images/liuHe?c=hk6-kj&p=2026120');
  });

  it('opens the newest 特码生肖表 from the six-mark library only', async () => {
    const { location, http } = render(`${P}/liuHe`);
    fireEvent.click(await screen.findByRole('link', { name: '特码生肖表' }));
    await waitFor(() => expect(location()).toBe('/images/liuHe?c=hk6-sxb&p=2026125'));
    expect(paper().getAttribute('alt')).toBe('香港六合彩特码生肖表 第2026125期');
    expect(http.requestsTo('get', IMAGES)[0].params).toEqual({ categoryId: 'hk6-sxb', page: 1, size: 60 });
  });

  it('has no 特码生肖表 entry in the PK10 library', async () => {
    render(`${P}/pk10`);
    await screen.findByRole('region', { name: '图纸分类' });
    expect(screen.queryByRole('link', { name: '特码生肖表' })).toBeNull();
  });

  it('zooms with the buttons, the wheel and a double click', async () => {
    await openPaper('c=hk6-yc', '2026125');
    const percent = () => screen.getByTestId('zoom-percent').textContent;
    const stage = screen.getByTestId('paper-stage');
    expect([percent(), (screen.getByRole('button', { name: '缩小' }) as HTMLButtonElement).disabled]).toEqual([
      '100%',
      true,
    ]);
    fireEvent.click(screen.getByRole('button', { name: '放大' }));
    expect(percent()).toBe('150%');
    fireEvent.click(screen.getByRole('button', { name: '还原' }));
    expect(percent()).toBe('100%');
    fireEvent.wheel(stage, { deltaY: -300, clientX: 10, clientY: 10 });
    expect(percent()).toBe('182%');
    fireEvent.doubleClick(stage);
    expect(percent()).toBe('100%');
    fireEvent.doubleClick(stage);
    expect(percent()).toBe('200%');
    expect(stage.firstElementChild!.getAttribute('style')).toContain('scale(2)');
  });

  it('copies the paper’s address and says 已复制', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await openPaper('c=hk6-kj&p=2026124', '2026124');
    fireEvent.click(screen.getByRole('button', { name: '复制链接' }));
    expect(await screen.findByText('已复制')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith('http://localhost/images/liuHe?c=hk6-kj&p=2026124');
  });

  it('shows the address to copy by hand when the clipboard refuses', async () => {
    const writeText = jest.fn().mockRejectedValue(new Error('denied'));
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await openPaper('c=hk6-kj&p=2026124', '2026124');
    fireEvent.click(screen.getByRole('button', { name: '复制链接' }));
    const input = (await screen.findByRole('textbox', { name: '图纸链接' })) as HTMLInputElement;
    expect(input.value).toBe('http://localhost/images/liuHe?c=hk6-kj&p=2026124');
    expect(screen.queryByText('已复制')).toBeNull();
  });

  it('jumps to any period of the list', async () => {
    const { location } = await openPaper('c=hk6-lr', '2026125');
    const list = screen.getByRole('region', { name: '期数列表' });
    expect(within(list).getByText('共 8 期')).toBeTruthy();
    const items = within(list).getAllByRole('button');
    expect(items.map((b) => b.textContent?.slice(0, 7))).toEqual([
      '2026125',
      '2026124',
      '2026123',
      '2026122',
      '2026121',
      '2026120',
      '2026119',
      '2026118',
    ]);
    expect(items[0].getAttribute('aria-current')).toBe('true');
    fireEvent.click(items[5]);
    await screen.findByText('第 2026120 期');
    expect(location()).toBe('/images/liuHe?c=hk6-lr&p=2026120');
  });

  it('filters the periods by date and opens the range’s newest', async () => {
    const { location, http } = await openPaper('c=hk6-kj', '2026125');
    fireEvent.change(screen.getByLabelText('开始日期'), { target: { value: '2026-11-03' } });
    fireEvent.change(screen.getByLabelText('结束日期'), { target: { value: '2026-11-07' } });
    fireEvent.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(location()).toBe('/images/liuHe?c=hk6-kj&p=2026121'));
    expect(http.requestsTo('get', IMAGES).at(-1)!.params).toMatchObject({ from: '2026-11-03', to: '2026-11-07' });
    const list = screen.getByRole('region', { name: '期数列表' });
    expect(within(list).getByText('共 3 期')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '全部期数' }));
    expect(await within(list).findByText('共 8 期')).toBeTruthy();
  });

  it('says why a reversed date range is not asked for', async () => {
    const { http } = await openPaper('c=hk6-kj', '2026125');
    fireEvent.change(screen.getByLabelText('开始日期'), { target: { value: '2026-11-10' } });
    fireEvent.change(screen.getByLabelText('结束日期'), { target: { value: '2026-11-01' } });
    fireEvent.click(screen.getByRole('button', { name: '查询' }));
    expect(screen.getByRole('alert').textContent).toBe('开始日期不能晚于结束日期');
    expect(http.requestsTo('get', IMAGES)).toHaveLength(1);
  });

  it('says 暂无图纸 for a category without papers', async () => {
    render(`${P}/pk10?c=pk10-upload`);
    expect(await screen.findByText('暂无图纸')).toBeTruthy();
    expect(screen.queryByTestId('paper-stage')).toBeNull();
    expect(screen.queryByRole('button', { name: '上一期' })).toBeNull();
  });

  it('shows the server’s message for an unknown category, with 重试 and a way back', async () => {
    const { http } = render(`${P}/liuHe?c=nope`);
    expect(await screen.findByText('图纸分类不存在')).toBeTruthy();
    expect(screen.getByRole('link', { name: '返回图库' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    await act(settle);
    expect(http.requestsTo('get', IMAGES)).toHaveLength(2);
  });

  it('recovers the category list with 重试 after a failure', async () => {
    const http = tukuHttp();
    http.failNext();
    render(`${P}/liuHe`, http);
    expect(await screen.findByText('网络连接失败，请检查网络')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('region', { name: '图纸分类' })).toBeTruthy();
    expect(screen.queryByText('网络连接失败，请检查网络')).toBeNull();
  });

  it('opens the six-mark library from /images', async () => {
    const { location } = render(P);
    await waitFor(() => expect(location()).toBe('/images/liuHe'));
  });

  it('shows the 404 text for an unknown sub-path', () => {
    const { container, store } = render('/images/ssc');
    expect(screen.getByText('This page could not be found')).toBeTruthy();
    expect(remoteRoot(container, 'mf_gallery')).not.toBeNull();
    expect(store.ui.titleSuffix).toBe('404 |');
  });

  it('clears its title suffix when it goes away', () => {
    const { store, unmount } = render('/images/pk10');
    unmount();
    expect(store.ui.titleSuffix).toBeNull();
  });
});

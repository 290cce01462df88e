import { act, screen } from '@testing-library/react';
import { MobileVideoPage } from './MobileVideoPage';
import { renderWithShell } from '../../testing/render';
import { drawInfo, fakeStore, lottery } from '@cp/shared/testing';

async function mount(path: string) {
  const { store, api } = fakeStore();
  api.lotteries.publicLotteries.mockResolvedValue({ jspk10: lottery('jspk10', { name: '极速赛车' }) });
  api.draws.drawInfos.mockResolvedValue([drawInfo('jspk10', '20261121-0458')]);
  await act(() => store.lotteries.loadPublic());
  const view = renderWithShell(<MobileVideoPage />, store, { path, pattern: '/m/video/:code' });
  await act(async () => undefined);
  return { store, unmount: view.unmount };
}

describe('/m/video/{code}', () => {
  it('replays the latest draw with its card beneath and titles the page', async () => {
    const { store } = await mount('/m/video/jspk10');
    expect(await screen.findByTestId('draw-replay')).toBeTruthy();
    expect(screen.getByTestId('draw-card-jspk10')).toBeTruthy();
    expect(store.ui.titleSuffix).toBe('极速赛车 开奖视频 |');
  });

  it('clears its title when it goes away', async () => {
    const { store, unmount } = await mount('/m/video/jspk10');
    expect(store.ui.titleSuffix).toBe('极速赛车 开奖视频 |');
    unmount();
    expect(store.ui.titleSuffix).toBeNull();
  });

  it('says 未知彩种 for an unknown code, with no title of its own', async () => {
    const { store } = await mount('/m/video/nope');
    expect(screen.getByTestId('no-data').textContent).toContain('未知彩种');
    expect(store.ui.titleSuffix).toBeNull();
  });
});

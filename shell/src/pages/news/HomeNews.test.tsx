import { act, fireEvent, screen, within } from '@testing-library/react';
import { ApiError } from '@cp/shared/api';
import { fakeStore, settle } from '@cp/shared/testing';
import { renderWithShell } from '../../testing/render';
import { fakeNewsApi, summary } from '../../testing/news';
import { HomeNews } from './HomeNews';

const mount = (api: ReturnType<typeof fakeNewsApi>) =>
  renderWithShell(<HomeNews api={api} />, fakeStore().store, { path: '/m' });

describe('<HomeNews>', () => {
  it('says plainly that there is no news when none is published (no made-up items)', async () => {
    mount(fakeNewsApi([]));
    await act(settle);
    expect(screen.getByTestId('news-empty').textContent).toBe('暂无公告资讯');
    expect(screen.queryByTestId('news-list')).toBeNull();
    expect(screen.queryByRole('link', { name: /更多/ })).toBeNull();
  });

  it('lists the first five items, pinned first as the server orders them, each linking to its page', async () => {
    const api = fakeNewsApi([
      summary(9, { kind: 'notice', pinned: true, title: '维护公告' }),
      ...Array.from({ length: 6 }, (_, i) => summary(i + 1)),
    ]);
    mount(api);
    await act(settle);
    const items = within(screen.getByTestId('news-list')).getAllByRole('link');
    expect(items).toHaveLength(5);
    expect(items[0].getAttribute('href')).toBe('/m/news/9');
    expect(items[0].textContent).toContain('公告');
    expect(items[0].textContent).toContain('置顶');
    expect(items[0].textContent).toContain('维护公告');
    expect(items[0].textContent).toContain('2026-11-21 09:30');
    expect(screen.getByRole('link', { name: '更多 ›' }).getAttribute('href')).toBe('/m/news');
    expect(api.calls).toEqual(['list:1:5']);
  });

  it('shows a failure with a retry button that loads again', async () => {
    const api = fakeNewsApi([summary(1)]);
    (api.list as jest.Mock).mockRejectedValueOnce(new ApiError('network', 'NETWORK', '网络连接失败'));
    mount(api);
    await act(settle);
    expect(screen.getByRole('alert').textContent).toContain('网络连接失败');
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    await act(settle);
    expect(within(screen.getByTestId('news-list')).getAllByRole('link')).toHaveLength(1);
  });
});

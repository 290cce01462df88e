import { act, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { fakeStore, settle } from '@cp/shared/testing';
import { renderWithShell } from '../../testing/render';
import { fakeNewsApi, summary } from '../../testing/news';
import { NewsDetailPage } from './NewsDetailPage';

function mount(path: string, api = fakeNewsApi([summary(7, { title: '春节开奖安排' })])) {
  const { store } = fakeStore();
  renderWithShell(
    <Routes>
      <Route path="/m/news/:id" element={<NewsDetailPage api={api} />} />
      <Route path="/news/:id" element={<NewsDetailPage api={api} />} />
    </Routes>,
    store,
    { path },
  );
  return store;
}

describe('<NewsDetailPage>', () => {
  it('shows the item: title, kind and time, the body in paragraphs, a link back to the list', async () => {
    const store = mount('/m/news/7');
    await act(settle);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('春节开奖安排');
    expect(screen.getByText('2026-11-21 09:30')).toBeTruthy();
    expect(screen.getByText('正文')).toBeTruthy();
    expect(screen.getByRole('link', { name: '返回公告资讯' }).getAttribute('href')).toBe('/m/news');
    expect(store.ui.titleSuffix).toBe('春节开奖安排 |');
  });

  it('is the 404 page for an item that is not published (or no such id)', async () => {
    const store = mount('/news/8');
    await act(settle);
    expect(screen.getByText('This page could not be found')).toBeTruthy();
    expect(screen.getByRole('link', { name: '返回首页' }).getAttribute('href')).toBe('/');
    expect(store.ui.titleSuffix).toBe('404 |');
  });
});

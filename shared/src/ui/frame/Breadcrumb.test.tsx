import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { Breadcrumb } from './Breadcrumb';

describe('<Breadcrumb>', () => {
  it('links the crumbs that have a page and marks the last one as the current page', () => {
    render(
      <MemoryRouter>
        <Breadcrumb items={[{ label: '首页', to: '/' }, { label: '图库' }, { label: '六合彩图库' }]} />
      </MemoryRouter>,
    );
    const nav = screen.getByRole('navigation', { name: '当前位置' });
    expect(nav.textContent).toBe('首页›图库›六合彩图库');
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([['首页', '/']]);
    expect(nav.querySelector('[aria-current="page"]')?.textContent).toBe('六合彩图库');
  });

  it('does not mark a linked last crumb as current', () => {
    render(
      <MemoryRouter>
        <Breadcrumb
          items={[
            { label: '首页', to: '/' },
            { label: '专家推荐', to: '/expert' },
          ]}
        />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: '专家推荐' }).getAttribute('href')).toBe('/expert');
    expect(document.querySelector('[aria-current]')).toBeNull();
  });
});

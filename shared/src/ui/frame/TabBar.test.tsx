import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { TabBar } from './TabBar';

const TABS = [
  { key: 'liuHe', label: '六合彩图库', to: '/images/liuHe' },
  { key: 'pk10', label: 'PK10图库', to: '/images/pk10' },
];

describe('<TabBar>', () => {
  it('links every tab, one equal column each, and marks the active one as the current page', () => {
    render(
      <MemoryRouter>
        <TabBar label="图库" tabs={TABS} active="pk10" />
      </MemoryRouter>,
    );
    const nav = screen.getByRole('navigation', { name: '图库' });
    expect(nav.style.gridTemplateColumns).toBe('repeat(2, minmax(0, 1fr))');
    const links = within(nav).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['六合彩图库', '/images/liuHe'],
      ['PK10图库', '/images/pk10'],
    ]);
    expect(links.map((a) => a.getAttribute('aria-current'))).toEqual([null, 'page']);
  });

  it('marks no tab without an active key', () => {
    render(
      <MemoryRouter>
        <TabBar compact label="图库" tabs={TABS} />
      </MemoryRouter>,
    );
    expect(document.querySelector('[aria-current]')).toBeNull();
  });
});

import type { ReactElement } from 'react';
import { render, screen } from '@testing-library/react';
import { RootStore, StoresProvider } from '../../stores';
import { fakeEnv } from '../../testing';
import { PageNotFound } from './PageNotFound';

function mount(ui: ReactElement) {
  const store = new RootStore(fakeEnv().env);
  const view = render(<StoresProvider store={store}>{ui}</StoresProvider>);
  return { store, ...view };
}

describe('<PageNotFound>', () => {
  it('says the page could not be found, in English and Chinese, and is titled 404 while shown', () => {
    const { store, unmount } = mount(<PageNotFound />);
    const view = screen.getByTestId('not-found');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('404');
    expect(view.textContent).toContain('This page could not be found');
    expect(view.textContent).toContain('您访问的页面不存在');
    expect(store.ui.titleSuffix).toBe('404 |');
    unmount();
    expect(store.ui.titleSuffix).toBeNull();
  });

  it("carries the remote's name as data-remote only when given one", () => {
    const { rerender } = mount(<PageNotFound />);
    expect(screen.getByTestId('not-found').hasAttribute('data-remote')).toBe(false);
    rerender(
      <StoresProvider store={new RootStore(fakeEnv().env)}>
        <PageNotFound remote="mf_guess" />
      </StoresProvider>,
    );
    expect(screen.getByTestId('not-found').getAttribute('data-remote')).toBe('mf_guess');
  });

  it('shows its children beneath the text', () => {
    mount(
      <PageNotFound>
        <a href="/">返回首页</a>
      </PageNotFound>,
    );
    expect(screen.getByTestId('not-found').lastElementChild?.textContent).toBe('返回首页');
  });
});

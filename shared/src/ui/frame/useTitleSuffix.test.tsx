import { render } from '@testing-library/react';
import { RootStore, StoresProvider } from '../../stores';
import { fakeEnv } from '../../testing';
import { useTitleSuffix } from './useTitleSuffix';

function Page({ suffix }: { suffix: string | null }) {
  useTitleSuffix(suffix);
  return null;
}

function mount(suffix: string | null) {
  const store = new RootStore(fakeEnv().env);
  const view = render(
    <StoresProvider store={store}>
      <Page suffix={suffix} />
    </StoresProvider>,
  );
  const show = (next: string | null) =>
    view.rerender(
      <StoresProvider store={store}>
        <Page suffix={next} />
      </StoresProvider>,
    );
  return { store, show, unmount: view.unmount };
}

describe('useTitleSuffix', () => {
  it('sets the suffix while the page is shown and clears it when the page goes', () => {
    const { store, unmount } = mount('两面推荐 |');
    expect(store.ui.titleSuffix).toBe('两面推荐 |');
    expect(store.ui.pageTitle).toBe('两面推荐 |');
    unmount();
    expect(store.ui.titleSuffix).toBeNull();
  });

  it('follows a new suffix of the same page', () => {
    const { store, show } = mount('会员登录 |');
    show('会员注册 |');
    expect(store.ui.titleSuffix).toBe('会员注册 |');
  });

  it('sets nothing for null, and leaves a suffix set elsewhere alone', () => {
    const { store, show, unmount } = mount(null);
    expect(store.ui.titleSuffix).toBeNull();
    show('极速赛车 开奖视频 |');
    expect(store.ui.titleSuffix).toBe('极速赛车 开奖视频 |');
    show(null);
    expect(store.ui.titleSuffix).toBeNull();
    store.ui.setTitleSuffix('走势图表 |');
    unmount();
    expect(store.ui.titleSuffix).toBe('走势图表 |');
  });
});

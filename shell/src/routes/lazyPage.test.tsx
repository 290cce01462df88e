import { act, render, screen } from '@testing-library/react';
import { Suspense, useState } from 'react';
import { lazyPage } from './lazyPage';

/** A page module whose loading the test finishes itself. */
function deferredPage() {
  let resolve: () => void = () => undefined;
  const loads = { count: 0 };
  function Counter({ label }: { label: string }) {
    const [n, setN] = useState(0);
    return (
      <button type="button" onClick={() => setN(n + 1)}>
        {label} {n}
      </button>
    );
  }
  const page = lazyPage<{ label: string }>(() => {
    loads.count++;
    return new Promise((r) => {
      resolve = () => r(Counter);
    });
  });
  return { page, loads, finish: () => resolve() };
}

describe('lazyPage', () => {
  it('preloaded, it renders in the first render (no loading state: hydration finds its markup)', async () => {
    const { page: Page, loads, finish } = deferredPage();
    const preloaded = Page.preload();
    finish();
    await preloaded;
    render(
      <Suspense fallback={<p>加载中</p>}>
        <Page label="页" />
      </Suspense>,
    );
    expect(screen.getByRole('button').textContent).toBe('页 0');
    expect(screen.queryByText('加载中')).toBeNull();
    expect(loads.count).toBe(1);
  });

  it('not loaded yet, it suspends, then renders; its state survives later renders', async () => {
    const { page: Page, loads, finish } = deferredPage();
    const { rerender } = render(
      <Suspense fallback={<p>加载中</p>}>
        <Page label="页" />
      </Suspense>,
    );
    expect(screen.getByText('加载中')).toBeTruthy();
    await act(async () => finish());
    expect(screen.getByRole('button').textContent).toBe('页 0');
    act(() => screen.getByRole('button').click());
    rerender(
      <Suspense fallback={<p>加载中</p>}>
        <Page label="新" />
      </Suspense>,
    );
    // Same mount: the count is kept (it was not remounted as the loaded component).
    expect(screen.getByRole('button').textContent).toBe('新 1');
    expect(loads.count).toBe(1);
  });

  it('a failed load is tried again by the next preload', async () => {
    let attempt = 0;
    const Page = lazyPage(() =>
      ++attempt === 1 ? Promise.reject(new Error('chunk')) : Promise.resolve(() => <p>好了</p>),
    );
    await expect(Page.preload()).rejects.toThrow('chunk');
    await Page.preload();
    expect(attempt).toBe(2);
    render(<Page />);
    expect(screen.getByText('好了')).toBeTruthy();
  });
});

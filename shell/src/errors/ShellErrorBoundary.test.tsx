import { render, screen } from '@testing-library/react';
import { ApiError } from '@cp/shared/api';
import { StoresProvider } from '@cp/shared/stores';
import { CHUNK_RELOAD_KEY } from './chunkReload';
import { ShellErrorBoundary } from './ShellErrorBoundary';
import { fakeStore, siteInfo } from '@cp/shared/testing';

function Thrower({ error }: { error: unknown }): never {
  throw error;
}

function mount(error: unknown, reload = jest.fn()) {
  const { store } = fakeStore();
  store.site.hydrate(siteInfo());
  render(
    <StoresProvider store={store}>
      <ShellErrorBoundary reload={reload}>
        <Thrower error={error} />
      </ShellErrorBoundary>
    </StoresProvider>,
  );
  return reload;
}

describe('<ShellErrorBoundary>', () => {
  beforeEach(() => {
    sessionStorage.clear();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('shows the error page with status 500 under the site name', () => {
    mount(new Error('boom'));
    expect(screen.getByTestId('error-page').textContent).toContain('168开奖网');
    expect(screen.getByTestId('error-status').textContent).toBe('500');
    expect(screen.getByTestId('no-data')).toBeTruthy();
  });

  it("uses an API error's status and message", () => {
    mount(new ApiError('api', 'NOT_FOUND', '未知彩种', 404));
    expect(screen.getByTestId('error-status').textContent).toBe('404');
    expect(screen.getByText('未知彩种')).toBeTruthy();
  });

  it('reloads the page once for a chunk-load failure', () => {
    const reload = mount(Object.assign(new Error('Loading chunk 7 failed'), { name: 'ChunkLoadError' }));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem(CHUNK_RELOAD_KEY)).not.toBeNull();
    expect(screen.queryByTestId('error-page')).toBeNull();
  });

  it('shows the error page instead of reloading again after a reload', () => {
    sessionStorage.setItem(CHUNK_RELOAD_KEY, '1');
    const reload = mount(Object.assign(new Error('Loading chunk 7 failed'), { name: 'ChunkLoadError' }));
    expect(reload).not.toHaveBeenCalled();
    expect(screen.getByTestId('error-page').textContent).toContain('页面资源加载失败');
  });
});

import { act, fireEvent, render, screen } from '@testing-library/react';

// The federation runtime is replaced by a controllable loader: each call answers the next outcome.
const outcomes: Array<() => Promise<unknown>> = [];
const reset = jest.fn();
jest.mock('./runtime', () => ({
  loadRemoteModule: jest.fn(() => (outcomes.shift() ?? (() => Promise.reject(new Error('no outcome'))))()),
  resetRemote: (name: string) => reset(name),
}));

import { expectRemoteFirstView, RemoteRoute, whenRemoteFirstViewTaken } from './RemoteRoute';

const page = (text: string) => ({
  default: ({ prefix }: { prefix: string }) => <div data-remote="mf_x">{`${text} ${prefix}`}</div>,
});

beforeEach(() => {
  outcomes.length = 0;
  reset.mockClear();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('RemoteRoute', () => {
  it('renders the remote route tree under its prefix', async () => {
    outcomes.push(() => Promise.resolve(page('trend')));
    render(<RemoteRoute remote="mf_ok" module="desktop" prefix="/lottery/trend" />);
    expect(await screen.findByText('trend /lottery/trend')).toBeTruthy();
  });

  it('shows the fallback panel with a retry button when the remote cannot be loaded, and retry loads it again', async () => {
    outcomes.push(() => Promise.reject(new Error('Failed to fetch manifest')));
    outcomes.push(() => Promise.resolve(page('gallery')));
    render(<RemoteRoute remote="mf_down" module="mobile" prefix="/m/images" />);
    const panel = await screen.findByTestId('remote-fallback');
    expect(panel.textContent).toContain('暂时无法加载');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '重新加载' }));
    });
    expect(reset).toHaveBeenCalledWith('mf_down');
    expect(await screen.findByText('gallery /m/images')).toBeTruthy();
    expect(screen.queryByTestId('remote-fallback')).toBeNull();
  });

  it('shows the fallback when the remote throws while rendering', async () => {
    outcomes.push(() =>
      Promise.resolve({
        default: () => {
          throw new Error('render bug');
        },
      }),
    );
    render(<RemoteRoute remote="mf_buggy" module="desktop" prefix="/x" />);
    expect(await screen.findByTestId('remote-fallback')).toBeTruthy();
  });

  it('tells when the page’s remote has taken its first view over: once it is mounted, not before', async () => {
    let answer!: (module: unknown) => void;
    outcomes.push(() => new Promise((resolve) => (answer = resolve)));
    expectRemoteFirstView('mf_fv/desktop', () => Promise.resolve({ prepared: true }));
    const taken = jest.fn();
    whenRemoteFirstViewTaken(taken);
    render(<RemoteRoute remote="mf_fv" module="desktop" prefix="/fv" />);
    await act(async () => undefined);
    expect(taken).not.toHaveBeenCalled();
    await act(async () => answer({ ...page('fv'), prepareFirstView: () => null }));
    expect(await screen.findByText('fv /fv')).toBeTruthy();
    expect(taken).toHaveBeenCalledTimes(1);
    expect(document.documentElement.dataset.firstView).toBe('taken');
    // Nothing pending any more: at once.
    const later = jest.fn();
    whenRemoteFirstViewTaken(later);
    expect(later).toHaveBeenCalledTimes(1);
  });

  it('does not wait for a remote whose module has no first view to take over', async () => {
    outcomes.push(() => Promise.resolve(page('plain')));
    expectRemoteFirstView('mf_plain/desktop', () => Promise.resolve(undefined));
    const taken = jest.fn();
    whenRemoteFirstViewTaken(taken);
    render(<RemoteRoute remote="mf_plain" module="desktop" prefix="/p" />);
    expect(await screen.findByText('plain /p')).toBeTruthy();
    expect(taken).toHaveBeenCalledTimes(1);
  });
});

import { CHUNK_RELOAD_KEY, installChunkReload, isChunkLoadError, reloadOnce } from './chunkReload';
import { fakeStorage } from '@cp/shared/testing';

describe('isChunkLoadError', () => {
  it.each([
    [Object.assign(new Error('Loading chunk 317 failed.\n(error: /317.js)'), { name: 'ChunkLoadError' }), true],
    [new Error('Loading chunk src_pages_x failed.'), true],
    [new Error('Loading CSS chunk 5 failed'), true],
    [new TypeError('Failed to fetch dynamically imported module: /a.js'), true],
    [new TypeError('error loading dynamically imported module'), true],
    [new TypeError('Importing a module script failed.'), true],
    ['Loading chunk 9 failed', true],
    [new Error('Cannot read properties of undefined'), false],
    [null, false],
    [42, false],
  ])('%p → %p', (error, expected) => {
    expect(isChunkLoadError(error)).toBe(expected);
  });
});

describe('reloadOnce', () => {
  it('reloads the first time and remembers it in the session', () => {
    const storage = fakeStorage();
    const reload = jest.fn();
    expect(reloadOnce(storage, reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(storage.getItem(CHUNK_RELOAD_KEY)).not.toBeNull();
  });

  it('never reloads a second time in the same session (no loop)', () => {
    const storage = fakeStorage();
    const reload = jest.fn();
    reloadOnce(storage, reload);
    expect(reloadOnce(storage, reload)).toBe(false);
    expect(reloadOnce(storage, reload)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does not reload when it cannot remember having done so', () => {
    const reload = jest.fn();
    expect(reloadOnce(null, reload)).toBe(false);
    const broken = {
      getItem: () => null,
      setItem: () => {
        throw new Error('blocked');
      },
    };
    expect(reloadOnce(broken, reload)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});

describe('installChunkReload', () => {
  it('reloads once for an unhandled chunk failure and ignores other rejections', () => {
    sessionStorage.clear();
    const reload = jest.fn();
    const target = Object.assign(new EventTarget(), { location: { reload } }) as unknown as Window;
    const uninstall = installChunkReload(target);
    const reject = (reason: unknown) => {
      const event = new Event('unhandledrejection') as PromiseRejectionEvent;
      Object.defineProperty(event, 'reason', { value: reason });
      target.dispatchEvent(event);
    };
    reject(new Error('something else'));
    expect(reload).not.toHaveBeenCalled();
    reject(Object.assign(new Error('Loading chunk 1 failed'), { name: 'ChunkLoadError' }));
    reject(Object.assign(new Error('Loading chunk 2 failed'), { name: 'ChunkLoadError' }));
    expect(reload).toHaveBeenCalledTimes(1);
    uninstall();
  });
});

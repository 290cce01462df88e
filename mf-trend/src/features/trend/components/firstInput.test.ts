import type * as FirstInputModule from './firstInput';

type FirstInput = typeof FirstInputModule;

/** A fresh copy of the module (its "seen" state is per document). */
function load(): FirstInput {
  let mod!: FirstInput;
  jest.isolateModules(() => {
    mod = jest.requireActual('./firstInput');
  });
  return mod;
}

describe('afterFirstInput', () => {
  it.each(['pointerdown', 'touchstart', 'keydown', 'wheel', 'scroll'])(
    'waits for the visitor’s first input (%s), then runs at once',
    (type) => {
      const { afterFirstInput } = load();
      const fn = jest.fn();
      const cancelled = jest.fn();
      afterFirstInput(fn);
      afterFirstInput(cancelled)();
      window.dispatchEvent(new Event('mousemove'));
      expect(fn).not.toHaveBeenCalled();
      window.dispatchEvent(new Event(type));
      expect(fn).toHaveBeenCalledTimes(1);
      expect(cancelled).not.toHaveBeenCalled();
      window.dispatchEvent(new Event(type));
      expect(fn).toHaveBeenCalledTimes(1);
      const later = jest.fn();
      afterFirstInput(later);
      expect(later).toHaveBeenCalledTimes(1);
    },
  );
});

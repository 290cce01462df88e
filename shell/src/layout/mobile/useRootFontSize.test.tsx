import { act, render } from '@testing-library/react';
import { MOBILE_MAX_WIDTH, rootFontSize, useRootFontSize } from './useRootFontSize';

function Probe() {
  useRootFontSize();
  return null;
}

const resizeTo = (width: number) => {
  Object.defineProperty(window, 'innerWidth', { value: width, configurable: true });
  act(() => void window.dispatchEvent(new Event('resize')));
};

describe('root font size', () => {
  it('is a tenth of the viewport width, capped at the column width', () => {
    expect(rootFontSize(390)).toBe(39);
    expect(rootFontSize(375)).toBe(37.5);
    expect(rootFontSize(1366)).toBe(MOBILE_MAX_WIDTH / 10);
  });

  it('is set on <html> while mounted, follows resizes and is restored afterwards', () => {
    document.documentElement.style.fontSize = '16px';
    Object.defineProperty(window, 'innerWidth', { value: 390, configurable: true });
    const view = render(<Probe />);
    expect(document.documentElement.style.fontSize).toBe('39px');
    resizeTo(414);
    expect(document.documentElement.style.fontSize).toBe('41.4px');
    view.unmount();
    expect(document.documentElement.style.fontSize).toBe('16px');
    resizeTo(320);
    expect(document.documentElement.style.fontSize).toBe('16px');
  });
});

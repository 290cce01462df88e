import { act, fireEvent, render, screen } from '@testing-library/react';
import { BackToTop } from './BackToTop';
import { Marquee } from './Marquee';
import { NoData } from './NoData';

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  act(() => void window.dispatchEvent(new Event('scroll')));
}

describe('<BackToTop>', () => {
  beforeEach(() => scrollTo(0));

  it('appears only after the page is scrolled past the threshold', () => {
    render(<BackToTop threshold={300} />);
    expect(screen.queryByTestId('back-to-top')).toBeNull();
    scrollTo(301);
    expect(screen.getByTestId('back-to-top')).toBeTruthy();
    scrollTo(100);
    expect(screen.queryByTestId('back-to-top')).toBeNull();
  });

  it('scrolls back to the top', () => {
    const spy = jest.fn();
    window.scrollTo = spy as unknown as typeof window.scrollTo;
    render(<BackToTop />);
    scrollTo(800);
    fireEvent.click(screen.getByRole('button', { name: '返回顶部' }));
    expect(spy).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
  });
});

describe('<NoData> and <Marquee>', () => {
  it('shows the empty-state wording of the specification', () => {
    render(<NoData />);
    expect(screen.getByTestId('no-data').textContent).toContain('目前尚无资料！');
  });

  it('scrolls the announcement text and renders nothing without text', () => {
    const { rerender } = render(<Marquee text="欢迎访问" />);
    expect(screen.getByTestId('marquee').getAttribute('aria-label')).toBe('欢迎访问');
    rerender(<Marquee text="" />);
    expect(screen.queryByTestId('marquee')).toBeNull();
  });
});

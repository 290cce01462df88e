import { act, fireEvent, screen, within } from '@testing-library/react';
import type { SiteBanner } from '@cp/shared/domain';
import { fakeStore } from '@cp/shared/testing';
import { renderWithShell } from '../../testing/render';
import { BannerSlider, SLIDE_MS } from './BannerSlider';

const BANNERS: SiteBanner[] = [
  { image: '/static/a.svg', link: '/m/lottery/group/hotLottery', title: '实时开奖' },
  { image: '/static/b.svg', link: '/m/lottery/trend/jspk10', title: '走势图表' },
  { image: '/static/c.svg', link: 'https://example.com/x', title: '外部链接' },
];

function mount(banners = BANNERS) {
  const view = renderWithShell(<BannerSlider banners={banners} />, fakeStore().store, { path: '/m' });
  const region = screen.getByRole('region', { name: '轮播图' });
  /** The slide shown: the one not hidden from assistive technology. */
  const current = () =>
    screen
      .getAllByTestId('banner-slide')
      .filter((s) => s.getAttribute('aria-hidden') !== 'true')
      .map((s) => s.getAttribute('aria-label'));
  return { ...view, region, current };
}

describe('<BannerSlider>', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());
  const tick = (ms = SLIDE_MS) => act(() => void jest.advanceTimersByTime(ms));

  it('is a labelled carousel of labelled slides, the hidden ones out of the tab order', () => {
    const { region, current } = mount();
    expect(region.getAttribute('aria-roledescription')).toBe('carousel');
    expect(current()).toEqual(['1 / 3：实时开奖']);
    const links = within(region).getAllByRole('link', { hidden: true });
    expect(links.map((a) => [a.getAttribute('href'), a.getAttribute('tabindex')])).toEqual([
      ['/m/lottery/group/hotLottery', null],
      ['/m/lottery/trend/jspk10', '-1'],
      ['https://example.com/x', '-1'],
    ]);
    expect(links[2].getAttribute('target')).toBe('_blank');
    expect(within(region).getByRole('img', { name: '实时开奖' }).getAttribute('src')).toBe('/static/a.svg');
  });

  it('advances every 4 s and wraps around', () => {
    const { current } = mount();
    tick(SLIDE_MS - 1);
    expect(current()).toEqual(['1 / 3：实时开奖']);
    tick(1);
    expect(current()).toEqual(['2 / 3：走势图表']);
    tick();
    tick();
    expect(current()).toEqual(['1 / 3：实时开奖']);
  });

  it('stops for good with the pause button and goes on with the play button', () => {
    const { current } = mount();
    fireEvent.click(screen.getByRole('button', { name: '暂停轮播' }));
    tick(SLIDE_MS * 3);
    expect(current()).toEqual(['1 / 3：实时开奖']);
    fireEvent.click(screen.getByRole('button', { name: '继续轮播' }));
    tick();
    expect(current()).toEqual(['2 / 3：走势图表']);
  });

  it('holds still while hovered or focused', () => {
    const { region, current } = mount();
    fireEvent.mouseEnter(region);
    tick(SLIDE_MS * 2);
    expect(current()).toEqual(['1 / 3：实时开奖']);
    fireEvent.mouseLeave(region);
    fireEvent.focus(screen.getByRole('button', { name: '第 3 张：外部链接' }));
    tick(SLIDE_MS * 2);
    expect(current()).toEqual(['1 / 3：实时开奖']);
  });

  it('goes to the slide of a dot, marking it current', () => {
    const { current } = mount();
    fireEvent.click(screen.getByRole('button', { name: '第 3 张：外部链接' }));
    expect(current()).toEqual(['3 / 3：外部链接']);
    expect(screen.getByRole('button', { name: '第 3 张：外部链接' }).getAttribute('aria-current')).toBe('true');
  });

  it('swipes left to the next slide and right to the previous one; a swipe is not a tap on the link', () => {
    const { region, current } = mount();
    const viewport = region.firstElementChild as HTMLElement;
    // jsdom has no PointerEvent: mouse events of the pointer types carry clientX.
    const swipe = (from: number, to: number) =>
      act(() => {
        viewport.dispatchEvent(new MouseEvent('pointerdown', { bubbles: true, clientX: from }));
        viewport.dispatchEvent(new MouseEvent('pointerup', { bubbles: true, clientX: to }));
      });
    swipe(300, 200);
    expect(current()).toEqual(['2 / 3：走势图表']);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    within(region).getAllByRole('link', { hidden: true })[1].dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    swipe(100, 200);
    expect(current()).toEqual(['1 / 3：实时开奖']);
    swipe(100, 120); // too short: a tap
    expect(current()).toEqual(['1 / 3：实时开奖']);
  });

  it('shows a single banner without controls and without moving', () => {
    const { current } = mount(BANNERS.slice(0, 1));
    expect(screen.queryByRole('button')).toBeNull();
    tick(SLIDE_MS * 2);
    expect(current()).toEqual(['1 / 1：实时开奖']);
  });
});

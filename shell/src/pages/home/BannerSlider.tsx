import { useRef } from 'react';
import type { MouseEvent, PointerEvent, ReactNode } from 'react';
import styled from 'styled-components';
import type { SiteBanner } from '@cp/shared/domain';
import { rem, theme } from '@cp/shared/ui';
import { Link } from 'react-router-dom';
import { useCarousel } from './useCarousel';

/** Time each slide shows while the slider plays. */
export const SLIDE_MS = 4000;
/** Horizontal travel (px) that counts as a swipe. */
const SWIPE_PX = 40;

/**
 * The mobile home's banner slider (site info banners): advances every 4 s, pauses while touched,
 * hovered or focused and for good with its pause button, swipes left and right, and has a dot
 * per slide. It follows the WAI carousel pattern: a labelled region, slides as labelled groups
 * (the hidden ones out of the tab order), a live region that speaks only while paused.
 */
export function BannerSlider({ banners, interval = SLIDE_MS }: { banners: readonly SiteBanner[]; interval?: number }) {
  const c = useCarousel(banners.length, interval);
  const start = useRef<number | null>(null);
  const swiped = useRef(false);
  const many = banners.length > 1;

  const handlePointerDown = (e: PointerEvent) => {
    start.current = e.clientX;
    swiped.current = false;
    c.setHeld(true);
  };
  const handlePointerUp = (e: PointerEvent) => {
    const from = start.current;
    start.current = null;
    c.setHeld(false);
    if (from === null || !many) return;
    const dx = e.clientX - from;
    if (!(Math.abs(dx) >= SWIPE_PX)) return;
    swiped.current = true;
    if (dx < 0) c.next();
    else c.prev();
  };
  // A swipe that ends on a link is not a tap on it.
  const handleClickCapture = (e: MouseEvent) => {
    if (!swiped.current) return;
    swiped.current = false;
    e.preventDefault();
    e.stopPropagation();
  };

  if (banners.length === 0) return null;
  return (
    <Wrapper
      aria-roledescription="carousel"
      aria-label="轮播图"
      data-testid="banner-slider"
      onMouseEnter={() => c.setHeld(true)}
      onMouseLeave={() => c.setHeld(false)}
      onFocus={() => c.setHeld(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) c.setHeld(false);
      }}
    >
      <Viewport
        onPointerDown={handlePointerDown}
        onPointerUp={handlePointerUp}
        onPointerCancel={() => {
          start.current = null;
          c.setHeld(false);
        }}
        onClickCapture={handleClickCapture}
      >
        <Track style={{ transform: `translateX(-${c.index * 100}%)` }} aria-live={c.playing ? 'off' : 'polite'}>
          {banners.map((b, i) => (
            <Slide
              key={`${b.image}:${i}`}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} / ${banners.length}：${b.title}`}
              aria-hidden={i !== c.index}
              data-testid="banner-slide"
            >
              <SlideLink to={b.link} hidden={i !== c.index}>
                {/* The first slide is the page's largest paint: fetched first; the others when shown. */}
                <img
                  src={b.image}
                  alt={b.title}
                  draggable={false}
                  fetchPriority={i === 0 ? 'high' : 'low'}
                  loading={i === 0 ? 'eager' : 'lazy'}
                />
              </SlideLink>
            </Slide>
          ))}
        </Track>
      </Viewport>
      {many && (
        <Controls>
          <Toggle
            type="button"
            onClick={() => c.setPaused(!c.paused)}
            aria-label={c.paused ? '继续轮播' : '暂停轮播'}
            data-testid="banner-toggle"
          >
            <svg viewBox="0 0 16 16" aria-hidden="true">
              {c.paused ? (
                <path d="M5 3l8 5-8 5z" fill="currentColor" />
              ) : (
                <path d="M4 3h3v10H4zM9 3h3v10H9z" fill="currentColor" />
              )}
            </svg>
          </Toggle>
          <Dots>
            {banners.map((b, i) => (
              <Dot
                key={i}
                type="button"
                aria-label={`第 ${i + 1} 张：${b.title}`}
                aria-current={i === c.index ? 'true' : undefined}
                onClick={() => c.go(i)}
              />
            ))}
          </Dots>
        </Controls>
      )}
    </Wrapper>
  );
}

/** A page of the site through the router, any other address in a new tab; out of the tab order while hidden. */
function SlideLink({ to, hidden, children }: { to: string; hidden: boolean; children: ReactNode }) {
  const tabIndex = hidden ? -1 : undefined;
  if (to.startsWith('/') && !to.startsWith('//'))
    return (
      <Link to={to} tabIndex={tabIndex} draggable={false}>
        {children}
      </Link>
    );
  return (
    <a href={to} target="_blank" rel="noopener noreferrer" tabIndex={tabIndex} draggable={false}>
      {children}
    </a>
  );
}

const Wrapper = styled.section`
  position: relative;
  margin: ${rem(10)} ${rem(10)} 0;
  overflow: hidden;
  border-radius: ${rem(6)};
  background: #e9e9e9;
`;

const Viewport = styled.div`
  overflow: hidden;
  touch-action: pan-y;
  user-select: none;
`;

const Track = styled.div`
  display: flex;
  transition: transform 0.4s ease;
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

/*
 * A slide that is not shown is hidden once the slide has moved (0.4 s): at rest no sliver of a
 * neighbour shows at the rounded edges of fractional widths.
 */
const Slide = styled.div`
  flex: 0 0 100%;
  visibility: visible;
  &[aria-hidden='true'] {
    visibility: hidden;
    transition: visibility 0s 0.4s;
  }
  a,
  img {
    display: block;
    width: 100%;
  }
  img {
    aspect-ratio: 5 / 2;
    height: auto;
    object-fit: cover;
  }
`;

const Controls = styled.div`
  position: absolute;
  right: ${rem(8)};
  bottom: ${rem(6)};
  left: ${rem(8)};
  display: flex;
  align-items: center;
  justify-content: center;
  pointer-events: none;
  > * {
    pointer-events: auto;
  }
`;

const Toggle = styled.button`
  position: absolute;
  left: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  width: ${rem(26)};
  height: ${rem(26)};
  padding: 0;
  border: 0;
  border-radius: 50%;
  background: rgba(0, 0, 0, 0.35);
  color: #fff;
  svg {
    width: ${rem(12)};
    height: ${rem(12)};
  }
`;

const Dots = styled.div`
  display: flex;
  gap: ${rem(2)};
`;

/* A 24 px touch target around a small dot. */
const Dot = styled.button`
  position: relative;
  width: ${rem(22)};
  height: ${rem(22)};
  padding: 0;
  border: 0;
  background: none;
  &::after {
    content: '';
    position: absolute;
    top: 50%;
    left: 50%;
    width: ${rem(7)};
    height: ${rem(7)};
    border-radius: ${rem(4)};
    background: rgba(255, 255, 255, 0.6);
    transform: translate(-50%, -50%);
    transition: width 0.2s;
  }
  &[aria-current='true']::after {
    width: ${rem(16)};
    background: #fff;
  }
  &:focus-visible {
    outline: 2px solid ${theme.color.brand};
  }
`;

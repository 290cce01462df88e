import { useLayoutEffect, useRef, useState } from 'react';
import styled, { keyframes } from 'styled-components';

export interface MarqueeProps {
  text: string;
  /** Scrolling speed in pixels per second. */
  speed?: number;
  className?: string;
}

/**
 * The scrolling announcement: the text enters from the right edge and leaves on the left, then
 * starts again, fading in and out at the edges; hovering pauses it. With reduced motion it
 * stays still (cut with an ellipsis).
 */
export function Marquee({ text, speed = 60, className }: MarqueeProps) {
  const track = useRef<HTMLSpanElement>(null);
  const [seconds, setSeconds] = useState(() => Math.max(8, (text.length * 14 + 600) / speed));

  useLayoutEffect(() => {
    // The track is the viewport's width of padding plus the text: that is the whole trip.
    const distance = track.current?.offsetWidth ?? 0;
    if (distance > 0) setSeconds(Math.max(8, distance / speed));
  }, [text, speed]);

  if (!text) return null;
  return (
    <Viewport className={className} data-testid="marquee" role="marquee" aria-label={text}>
      <Track ref={track} style={{ animationDuration: `${seconds}s` }} aria-hidden="true">
        {text}
      </Track>
    </Viewport>
  );
}

const scroll = keyframes`
  from { transform: translateX(0); }
  to { transform: translateX(-100%); }
`;

/*
 * The text fades out over the last 1.5em at each edge instead of being cut mid-glyph where the
 * viewport ends (beside the top bar's 登录). The line box is the text's own height plus room
 * for the glyphs' ascent and descent, so nothing is cut at the top or bottom either.
 */
const Viewport = styled.div`
  position: relative;
  flex: 1;
  min-width: 0;
  overflow: hidden;
  white-space: nowrap;
  line-height: 1.6;
  -webkit-mask-image: linear-gradient(to right, transparent, #000 1.5em, #000 calc(100% - 1.5em), transparent);
  mask-image: linear-gradient(to right, transparent, #000 1.5em, #000 calc(100% - 1.5em), transparent);
  &:hover > span {
    animation-play-state: paused;
  }
  @media (prefers-reduced-motion: reduce) {
    -webkit-mask-image: none;
    mask-image: none;
  }
`;

const Track = styled.span`
  display: inline-block;
  /* Starts just past the right edge: the padding is the viewport's width. */
  padding-left: 100%;
  animation: ${scroll} linear infinite;
  will-change: transform;
  @media (prefers-reduced-motion: reduce) {
    padding-left: 0;
    animation: none;
    max-width: 100%;
    overflow: hidden;
    text-overflow: ellipsis;
  }
`;

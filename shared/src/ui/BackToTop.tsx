import { useEffect, useState } from 'react';
import styled, { css } from 'styled-components';
import { rem, theme } from './theme';

export interface BackToTopProps {
  /** Scroll distance (px) after which the button appears. */
  threshold?: number;
  /** Phone placement (above the tab bar, rem sizes) instead of the desktop side rail. */
  mobile?: boolean;
}

/**
 * The floating "back to top" button, shown once the page has been scrolled. On desktop it sits
 * beside the 1200 px content column when the window is at least 1242 px wide, else at the edge.
 */
export function BackToTop({ threshold = 300, mobile = false }: BackToTopProps) {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const handleScroll = () => setVisible(window.scrollY > threshold);
    handleScroll();
    window.addEventListener('scroll', handleScroll, { passive: true });
    return () => window.removeEventListener('scroll', handleScroll);
  }, [threshold]);
  if (!visible) return null;
  return (
    <Button
      type="button"
      aria-label="返回顶部"
      title="返回顶部"
      data-testid="back-to-top"
      $mobile={mobile}
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
    >
      <svg viewBox="0 0 24 24" width="55%" height="55%" aria-hidden="true">
        <path
          d="M5 15l7-7 7 7M5 20h14"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.4"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      {!mobile && <span>顶部</span>}
    </Button>
  );
}

const desktop = css`
  right: 12px;
  bottom: 80px;
  width: 48px;
  height: 48px;
  border-radius: 6px;
  font-size: 12px;
  @media (min-width: ${theme.floatingBreakpoint}) {
    right: calc(50% - 600px - 60px);
  }
`;

const phone = css`
  right: ${rem(12)};
  bottom: ${rem(72)};
  width: ${rem(40)};
  height: ${rem(40)};
  border-radius: 50%;
`;

const Button = styled.button<{ $mobile: boolean }>`
  position: fixed;
  z-index: 900;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  padding: 0;
  border: 0;
  background: rgba(0, 0, 0, 0.55);
  color: #fff;
  cursor: pointer;
  line-height: 1;
  ${(p) => (p.$mobile ? phone : desktop)}
  &:hover {
    background: ${theme.color.brand};
  }
  span {
    margin-top: 2px;
  }
`;

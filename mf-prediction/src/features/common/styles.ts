import styled from 'styled-components';
import { theme } from '@cp/shared/ui';

/** Styled parts the prediction screens share (panels, tables, buttons, marks). */

/** 中 (a hit) in red, 错 (a miss) in grey; both pass WCAG AA (4.97:1 and 5.74:1 on white). */
export const HIT_COLOR = theme.color.brand;
export const MISS_COLOR = '#666666';
/** Chinese convention: a gain in red, a loss in green (#137a35: 5.44:1 on white). */
export const GAIN_COLOR = theme.color.brandDark;
export const LOSS_COLOR = '#137a35';
/** Secondary text that stays readable (5.74:1 on white, 5.27:1 on the table head). */
export const QUIET_COLOR = '#666666';

export const Panel = styled.section`
  display: flex;
  flex-direction: column;
  gap: 10px;
  padding: 12px;
  border-radius: ${theme.radius};
  background: ${theme.color.panel};
  min-width: 0;
`;

export const PanelTitle = styled.h3`
  margin: 0;
  font-size: 15px;
  color: ${theme.color.text};
`;

export const Muted = styled.p`
  margin: 0;
  font-size: 13px;
  color: ${QUIET_COLOR};
`;

export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 13px;
  background: ${theme.color.panel};

  th,
  td {
    padding: 6px;
    border-bottom: 1px solid ${theme.color.border};
    text-align: center;
    white-space: nowrap;
  }
  thead th {
    background: ${theme.color.bg};
    font-weight: 600;
    color: #555;
  }
  tbody th {
    font-weight: 600;
    color: ${theme.color.text};
  }
`;

/**
 * A wide table scrolls inside its own box, its first column staying in view; the box takes the
 * keyboard focus, so it scrolls with the arrow keys too.
 */
export const TableScroll = styled.div.attrs({ tabIndex: 0 })`
  max-width: 100%;
  overflow-x: auto;

  th:first-child,
  td:first-child {
    position: sticky;
    left: 0;
    z-index: 1;
    background: ${theme.color.panel};
  }
  thead th:first-child {
    background: ${theme.color.bg};
  }
`;

export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
`;

export const Button = styled.button<{ $primary?: boolean }>`
  min-height: 32px;
  padding: 0 14px;
  border: 1px solid ${(p) => (p.$primary ? theme.color.brand : theme.color.border)};
  border-radius: ${theme.radius};
  background: ${(p) => (p.$primary ? theme.color.brand : theme.color.panel)};
  color: ${(p) => (p.$primary ? '#fff' : theme.color.text)};
  font-size: 14px;
  cursor: pointer;

  &:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
  &:focus-visible {
    outline: 2px solid ${theme.color.link};
    outline-offset: 1px;
  }
`;

export const Pager = styled.div`
  display: flex;
  justify-content: center;
  align-items: center;
  gap: 12px;
  font-size: 13px;
`;

/** Numbers of a pick, in a monospace font so columns line up. */
export const Numbers = styled.span`
  font-family: ${theme.font.mono};
  font-weight: 600;
  color: ${theme.color.text};
`;

export const Money = styled.span<{ $value: number }>`
  font-weight: 600;
  color: ${(p) => (p.$value > 0 ? GAIN_COLOR : p.$value < 0 ? LOSS_COLOR : theme.color.text)};
`;

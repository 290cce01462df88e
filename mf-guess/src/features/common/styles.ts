import styled from 'styled-components';
import { theme } from '@cp/shared/ui';

/** Styled parts the guess-centre screens share (tables, panels, buttons, pager). */

export const Panel = styled.section`
  display: flex;
  flex-direction: column;
  gap: 10px;
  padding: 12px;
  border-radius: ${theme.radius};
  background: ${theme.color.panel};
`;

export const PanelTitle = styled.h3`
  margin: 0;
  font-size: 15px;
  color: ${theme.color.text};
`;

export const Muted = styled.p`
  margin: 0;
  font-size: 13px;
  color: ${theme.color.textMuted};
`;

export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 13px;
  background: ${theme.color.panel};

  th,
  td {
    padding: 7px 6px;
    border-bottom: 1px solid ${theme.color.border};
    text-align: center;
    white-space: nowrap;
  }
  th {
    background: ${theme.color.bg};
    font-weight: 600;
    color: #555;
  }
`;

export const TableScroll = styled.div`
  overflow-x: auto;
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
`;

export const Message = styled.p<{ $tone?: 'ok' | 'error' }>`
  margin: 0;
  font-size: 13px;
  color: ${(p) => (p.$tone === 'ok' ? theme.color.green : theme.color.brandDark)};
`;

export const Win = styled.span<{ $tone: 'won' | 'lost' | 'refund' | 'open' }>`
  font-weight: 600;
  color: ${(p) =>
    p.$tone === 'won'
      ? theme.color.brand
      : p.$tone === 'lost'
        ? theme.color.textMuted
        : p.$tone === 'refund'
          ? theme.color.orange
          : theme.color.blue};
`;

export const Filters = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  font-size: 13px;

  label {
    display: flex;
    align-items: center;
    gap: 4px;
  }
  input,
  select {
    min-height: 30px;
    padding: 0 6px;
    border: 1px solid ${theme.color.border};
    border-radius: ${theme.radius};
    background: #fff;
    font-size: 13px;
  }
`;

export const Pager = styled.div`
  display: flex;
  justify-content: center;
  align-items: center;
  gap: 12px;
  font-size: 13px;
`;

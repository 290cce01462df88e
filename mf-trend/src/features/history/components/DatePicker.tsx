import { useState } from 'react';
import styled from 'styled-components';
import { theme } from '@cp/shared/ui';
import { isoDate, monthGrid, shiftMonth, WEEKDAYS } from '../model/calendar';

interface Props {
  /** The picked Beijing date (YYYY-MM-DD), or null for every date. */
  value: string | null;
  /** Today in Beijing; later days cannot be picked. */
  today: { date: string; year: number; month: number };
  onChange: (date: string | null) => void;
}

/** The date filter: a button that opens a month calendar in 7 columns (Sunday first). */
export function DatePicker({ value, today, onChange }: Props) {
  const [open, setOpen] = useState(false);
  const start = value ? { year: Number(value.slice(0, 4)), month: Number(value.slice(5, 7)) } : today;
  const [shown, setShown] = useState(start);
  const cells = monthGrid(shown.year, shown.month);
  const pick = (date: string | null) => {
    onChange(date);
    setOpen(false);
  };
  return (
    <Wrapper>
      <Trigger
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        data-testid="history-date"
        onClick={() => {
          setShown(start);
          setOpen((o) => !o);
        }}
      >
        {value ?? '全部日期'} ▾
      </Trigger>
      {open && (
        <Panel role="dialog" aria-label="选择日期" data-testid="history-calendar">
          <Nav>
            <button type="button" aria-label="上个月" onClick={() => setShown(shiftMonth(shown.year, shown.month, -1))}>
              ‹
            </button>
            <span>
              {shown.year}年{shown.month}月
            </span>
            <button
              type="button"
              aria-label="下个月"
              disabled={shown.year * 12 + shown.month >= today.year * 12 + today.month}
              onClick={() => setShown(shiftMonth(shown.year, shown.month, 1))}
            >
              ›
            </button>
          </Nav>
          <Grid role="grid">
            {WEEKDAYS.map((w) => (
              <Weekday key={w} role="columnheader">
                {w}
              </Weekday>
            ))}
            {cells.map((day, i) => {
              if (day === null) return <span key={`b${i}`} />;
              const date = isoDate(shown.year, shown.month, day);
              return (
                <Day
                  key={date}
                  type="button"
                  role="gridcell"
                  disabled={date > today.date}
                  aria-selected={date === value}
                  $today={date === today.date}
                  onClick={() => pick(date)}
                >
                  {day}
                </Day>
              );
            })}
          </Grid>
          <Footer>
            <button type="button" onClick={() => pick(today.date)}>
              今天
            </button>
            <button type="button" onClick={() => pick(null)}>
              全部日期
            </button>
          </Footer>
        </Panel>
      )}
    </Wrapper>
  );
}

const Wrapper = styled.div`
  position: relative;
  display: inline-block;
`;

const Trigger = styled.button`
  min-width: 8em;
  padding: 0.35em 0.8em;
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius};
  background: #fff;
  font-size: inherit;
  cursor: pointer;
`;

const Panel = styled.div`
  position: absolute;
  z-index: 20;
  top: calc(100% + 4px);
  right: 0;
  width: 17em;
  padding: 0.6em;
  background: #fff;
  border: 1px solid ${theme.color.border};
  border-radius: 6px;
  box-shadow: ${theme.shadow};
`;

const Nav = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  margin-bottom: 0.4em;
  font-weight: 600;
  button {
    width: 2em;
    height: 2em;
    border: 0;
    background: transparent;
    font-size: 1.2em;
    cursor: pointer;
  }
`;

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(7, 1fr);
  gap: 2px;
`;

const Weekday = styled.span`
  text-align: center;
  font-size: 0.85em;
  color: ${theme.color.textMuted};
`;

const Day = styled.button<{ $today: boolean }>`
  height: 2.1em;
  border: 1px solid ${(p) => (p.$today ? theme.color.brand : 'transparent')};
  border-radius: ${theme.radius};
  background: transparent;
  font-size: inherit;
  cursor: pointer;
  &[aria-selected='true'] {
    background: ${theme.color.brand};
    color: #fff;
  }
  &:disabled {
    color: #ccc;
    cursor: default;
  }
`;

const Footer = styled.div`
  display: flex;
  justify-content: space-between;
  margin-top: 0.5em;
  button {
    border: 0;
    background: transparent;
    color: ${theme.color.link};
    font-size: inherit;
    cursor: pointer;
  }
`;

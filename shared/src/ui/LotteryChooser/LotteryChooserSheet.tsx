import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { theme } from '../theme';
import { LotteryChooser } from './LotteryChooser';
import type { LotteryChooserProps } from './LotteryChooser';

export interface LotteryChooserSheetProps extends Omit<LotteryChooserProps, 'variant' | 'actions'> {
  /** Name of the current lottery, shown on the button that opens the sheet. */
  currentName?: string;
}

/** Mobile: a button with the current lottery that opens the 选择彩种 chooser as a bottom sheet. */
export function LotteryChooserSheet({ currentName, onPick, ...chooser }: LotteryChooserSheetProps) {
  const [open, setOpen] = useState(false);
  const handleClose = () => setOpen(false);

  useEffect(() => {
    if (!open) return undefined;
    const handleKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('keydown', handleKey);
    return () => document.removeEventListener('keydown', handleKey);
  }, [open]);

  return (
    <>
      <Trigger type="button" aria-haspopup="dialog" aria-expanded={open} onClick={() => setOpen(true)}>
        {currentName ?? '选择彩种'}
        <Caret aria-hidden="true">▾</Caret>
      </Trigger>
      {open && (
        <Overlay data-testid="lottery-chooser-overlay" onClick={handleClose}>
          <Sheet role="dialog" aria-modal="true" aria-label="选择彩种" onClick={(event) => event.stopPropagation()}>
            <LotteryChooser
              {...chooser}
              variant="sheet"
              onPick={(code) => {
                setOpen(false);
                onPick?.(code);
              }}
              actions={
                <Close type="button" aria-label="关闭" onClick={handleClose}>
                  ×
                </Close>
              }
            />
          </Sheet>
        </Overlay>
      )}
    </>
  );
}

const Trigger = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  padding: 5px 10px;
  border: 1px solid ${theme.color.brand};
  border-radius: 14px;
  background: ${theme.color.panel};
  color: ${theme.color.brand};
  font-family: ${theme.font.family};
  font-size: 14px;
  cursor: pointer;
`;

const Caret = styled.span`
  font-size: 12px;
`;

const Overlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: 1000;
  display: flex;
  align-items: flex-end;
  background: rgba(0, 0, 0, 0.45);
`;

const Sheet = styled.div`
  width: 100%;
  max-height: 70vh;
  overflow-y: auto;
  border-radius: 12px 12px 0 0;
  background: ${theme.color.panel};
  padding-bottom: env(safe-area-inset-bottom);
`;

const Close = styled.button`
  border: 0;
  background: none;
  color: ${theme.color.textMuted};
  font-size: 24px;
  line-height: 1;
  cursor: pointer;
`;

import { useEffect, useId, useLayoutEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { theme } from './theme';

export interface PopupProps {
  open: boolean;
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  /** Dialog width, any CSS length; never wider than the window. */
  width?: string;
  /** Takes the whole window width (phones). */
  fullWidth?: boolean;
  /** Body max height (specification: 50% of the viewport; the rule list uses 55%). */
  bodyMaxHeight?: string;
  /** Body padding (0 for edge-to-edge content such as the draw video frame). */
  bodyPadding?: string;
  footer?: ReactNode;
  testId?: string;
  className?: string;
}

/**
 * A modal dialog: title bar with a close button; Esc or a click on the backdrop closes it.
 * The body scrolls past its max height (half the viewport by default). Rendered into
 * document.body so page layouts never clip it.
 */
export function Popup({
  open,
  title,
  onClose,
  children,
  width = '560px',
  fullWidth = false,
  bodyMaxHeight = '50vh',
  bodyPadding = '16px',
  footer,
  testId = 'popup',
  className,
}: PopupProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef(onClose);
  useLayoutEffect(() => {
    closeRef.current = onClose;
  });

  useEffect(() => {
    if (!open) return;
    const previous = document.activeElement as HTMLElement | null;
    dialogRef.current?.focus();
    const handleKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') closeRef.current();
    };
    document.addEventListener('keydown', handleKey);
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', handleKey);
      document.body.style.overflow = overflow;
      previous?.focus?.();
    };
  }, [open]);

  if (!open || typeof document === 'undefined') return null;
  return createPortal(
    <Backdrop
      data-testid={`${testId}-backdrop`}
      onMouseDown={(e) => {
        if (e.target === e.currentTarget) onClose();
      }}
    >
      <Dialog
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={className}
        data-testid={testId}
        $width={fullWidth ? '100vw' : `min(${width}, calc(100vw - 24px))`}
        $full={fullWidth}
      >
        <Header>
          <Title id={titleId}>{title}</Title>
          <Close type="button" aria-label="关闭" onClick={onClose}>
            ×
          </Close>
        </Header>
        <Body $maxHeight={bodyMaxHeight} $padding={bodyPadding}>
          {children}
        </Body>
        {footer && <Footer>{footer}</Footer>}
      </Dialog>
    </Backdrop>,
    document.body,
  );
}

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 1000;
  display: flex;
  align-items: center;
  justify-content: center;
  background: rgba(0, 0, 0, 0.5);
`;

const Dialog = styled.div<{ $width: string; $full: boolean }>`
  display: flex;
  flex-direction: column;
  width: ${(p) => p.$width};
  max-height: calc(100vh - 24px);
  overflow: hidden;
  border-radius: ${(p) => (p.$full ? '0' : '6px')};
  background: ${theme.color.panel};
  box-shadow: 0 10px 40px rgba(0, 0, 0, 0.3);
  font-family: ${theme.font.family};
  font-size: 14px;
  color: ${theme.color.text};
  outline: none;
`;

const Header = styled.div`
  display: flex;
  align-items: center;
  height: 44px;
  padding: 0 8px 0 16px;
  background: ${theme.color.brand};
  color: #fff;
`;

const Title = styled.h2`
  flex: 1;
  margin: 0;
  overflow: hidden;
  font-size: 16px;
  font-weight: 600;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Close = styled.button`
  width: 32px;
  height: 32px;
  padding: 0;
  border: 0;
  border-radius: 50%;
  background: transparent;
  color: #fff;
  font-size: 24px;
  line-height: 1;
  cursor: pointer;
  &:hover,
  &:focus-visible {
    background: rgba(255, 255, 255, 0.18);
  }
`;

const Body = styled.div<{ $maxHeight: string; $padding: string }>`
  max-height: ${(p) => p.$maxHeight};
  overflow-y: auto;
  padding: ${(p) => p.$padding};
  overscroll-behavior: contain;
`;

const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: 10px;
  padding: 10px 16px;
  border-top: 1px solid ${theme.color.border};
`;

import { observer } from 'mobx-react-lite';
import styled, { css } from 'styled-components';
import { theme } from '@cp/shared/ui';
import type { LibraryStore } from './LibraryStore';

/** The pinyin index A–Z: a letter with no category shown is disabled; one jumps to its group. */
export const LetterIndex = observer(function LetterIndex({
  store,
  compact,
  onPick,
}: {
  store: LibraryStore;
  compact: boolean;
  onPick: (letter: string) => void;
}) {
  return (
    <Bar aria-label="拼音索引" $compact={compact}>
      {store.letters.map(({ letter, enabled }) => (
        <Letter key={letter} type="button" disabled={!enabled} onClick={() => onPick(letter)} $compact={compact}>
          {letter}
        </Letter>
      ))}
    </Bar>
  );
});

const Bar = styled.nav<{ $compact: boolean }>`
  display: flex;
  gap: 4px;
  min-width: 0;
  ${(p) =>
    p.$compact
      ? css`
          /* A phone scrolls the letters sideways instead of the page. */
          flex-wrap: nowrap;
          overflow-x: auto;
          overscroll-behavior-x: contain;
          padding-bottom: 4px;
        `
      : css`
          flex-wrap: wrap;
        `}
`;

const Letter = styled.button<{ $compact: boolean }>`
  flex: none;
  width: ${(p) => (p.$compact ? '30px' : '32px')};
  height: 30px;
  padding: 0;
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius};
  background: ${theme.color.panel};
  color: ${theme.color.text};
  font: inherit;
  font-size: 14px;
  font-weight: 600;
  cursor: pointer;
  &:hover:not(:disabled) {
    border-color: ${theme.color.brand};
    color: ${theme.color.brand};
  }
  &:disabled {
    color: #c8c8c8;
    background: ${theme.color.bg};
    cursor: default;
  }
`;

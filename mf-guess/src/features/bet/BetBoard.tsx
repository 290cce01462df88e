import { observer } from 'mobx-react-lite';
import styled from 'styled-components';
import type { GuessPositionOption } from '@cp/shared/domain';
import { theme } from '@cp/shared/ui';
import type { BetStore } from './BetStore';

/**
 * The selection board: one block per position, each play's picks as toggles with the odds. On a
 * phone (`compact`) the positions are chips, five to a row, and one position's block shows.
 */
export const BetBoard = observer(function BetBoard({ store, compact = false }: { store: BetStore; compact?: boolean }) {
  if (compact) {
    const pos = store.board.find((p) => p.position === store.focus) ?? store.board[0];
    return (
      <Board aria-label="竞猜选项" $compact>
        <Chips role="group" aria-label="位置">
          {store.board.map((p) => (
            <button
              key={p.position}
              type="button"
              aria-pressed={p.position === pos.position}
              onClick={() => store.setFocus(p.position)}
            >
              {p.label}
              {store.chosenAt(p.position) > 0 && (
                <Count aria-label={`已选 ${store.chosenAt(p.position)}`}>{store.chosenAt(p.position)}</Count>
              )}
            </button>
          ))}
        </Chips>
        <Position store={store} pos={pos} />
      </Board>
    );
  }
  return (
    <Board aria-label="竞猜选项">
      {store.board.map((pos) => (
        <Position key={pos.position} store={store} pos={pos} />
      ))}
    </Board>
  );
});

const Position = observer(function Position({ store, pos }: { store: BetStore; pos: GuessPositionOption }) {
  return (
    <Block>
      <Name>{pos.label}</Name>
      {pos.plays.map((play) => (
        <Play key={play.play} title={play.rule}>
          <PlayName>
            {play.label} <Odds>{play.odds}</Odds>
          </PlayName>
          <Picks $numbers={play.play === 'number'}>
            {play.picks.map((p) => {
              const sel = { position: pos.position, play: play.play, pick: p.pick };
              const held = store.isHeld(sel);
              const chosen = store.isChosen(sel);
              return (
                <Pick
                  key={p.pick}
                  type="button"
                  aria-pressed={chosen || held}
                  aria-label={`${pos.label} ${play.label} ${p.label}`}
                  data-held={held || undefined}
                  disabled={held || !store.open}
                  onClick={() => store.toggle(sel)}
                >
                  {p.label}
                </Pick>
              );
            })}
          </Picks>
        </Play>
      ))}
    </Block>
  );
});

const Board = styled.div<{ $compact?: boolean }>`
  display: grid;
  grid-template-columns: ${(p) => (p.$compact ? '1fr' : 'repeat(auto-fill, minmax(260px, 1fr))')};
  gap: 8px;
`;

const Chips = styled.div`
  display: grid;
  grid-template-columns: repeat(5, minmax(0, 1fr));
  gap: 4px;

  button {
    position: relative;
    min-height: 32px;
    border: 1px solid ${theme.color.border};
    border-radius: ${theme.radius};
    background: #fff;
    color: ${theme.color.text};
    font-size: 13px;
  }
  button[aria-pressed='true'] {
    border-color: ${theme.color.brand};
    color: ${theme.color.brand};
    font-weight: 600;
  }
`;

const Count = styled.span`
  position: absolute;
  top: -6px;
  right: -4px;
  min-width: 16px;
  height: 16px;
  border-radius: 8px;
  background: ${theme.color.brand};
  color: #fff;
  font-size: 11px;
  line-height: 16px;
`;

const Block = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
  padding: 8px;
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius};
  background: #fff;
`;

const Name = styled.div`
  font-weight: 600;
  color: ${theme.color.brandDark};
`;

const Play = styled.div`
  display: flex;
  align-items: flex-start;
  gap: 6px;
`;

const PlayName = styled.span`
  flex: none;
  width: 64px;
  padding-top: 5px;
  font-size: 12px;
  color: #555;
`;

const Odds = styled.em`
  font-style: normal;
  color: ${theme.color.brand};
`;

const Picks = styled.div<{ $numbers: boolean }>`
  display: grid;
  grid-template-columns: repeat(${(p) => (p.$numbers ? 5 : 2)}, minmax(0, 1fr));
  gap: 4px;
  flex: 1;
`;

const Pick = styled.button`
  min-height: 30px;
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius};
  background: #fff;
  color: ${theme.color.text};
  font-size: 13px;
  cursor: pointer;

  &[aria-pressed='true'] {
    border-color: ${theme.color.brand};
    background: ${theme.color.brand};
    color: #fff;
  }
  &[data-held] {
    background: ${theme.color.brandLight};
    color: ${theme.color.brandDark};
  }
  &:disabled {
    cursor: not-allowed;
  }
  &:disabled:not([data-held]) {
    opacity: 0.55;
  }
`;

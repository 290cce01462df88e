import styled from 'styled-components';
import { HIT_COLOR, MISS_COLOR } from './styles';

/** 中 in red or 错 in grey; nothing for a period not drawn yet. */
export function HitMark({ hit }: { hit: boolean | undefined }) {
  if (hit === undefined) return null;
  return (
    <Mark $hit={hit} data-hit={hit}>
      {hit ? '中' : '错'}
    </Mark>
  );
}

const Mark = styled.span<{ $hit: boolean }>`
  display: inline-block;
  min-width: 1.4em;
  font-weight: 700;
  color: ${(p) => (p.$hit ? HIT_COLOR : MISS_COLOR)};
`;

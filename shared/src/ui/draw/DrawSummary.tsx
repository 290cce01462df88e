import styled from 'styled-components';
import type { Family, RuleDetail } from '../../domain';
import { theme } from '../theme';
import { drawSummary } from './drawSummary';
import type { ChipTone } from './drawSummary';

export interface DrawSummaryProps {
  group: Family;
  detail: RuleDetail | null | undefined;
  /** Chip height, any CSS length. */
  size?: string;
  className?: string;
}

const TONES: Record<ChipTone, string> = {
  red: theme.color.red,
  blue: theme.color.blue,
  green: theme.color.green,
  plain: theme.color.text,
};

/** The family's sums / 冠亚和 / 龙虎 / 形态 of a draw as small labelled chips. */
export function DrawSummary({ group, detail, size = '22px', className }: DrawSummaryProps) {
  const groups = drawSummary(group, detail);
  if (groups.length === 0) return null;
  return (
    <Wrapper className={className} $size={size} data-testid="draw-summary">
      {groups.map((g) => (
        <Group key={g.label}>
          <Label>{g.label}</Label>
          {g.chips.map((c, i) => (
            <Chip key={`${i}-${c.text}`} $color={TONES[c.tone]}>
              {c.text}
            </Chip>
          ))}
        </Group>
      ))}
    </Wrapper>
  );
}

const Wrapper = styled.div<{ $size: string }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: calc(${(p) => p.$size} * 0.3) calc(${(p) => p.$size} * 0.6);
  font-size: calc(${(p) => p.$size} * 0.56);
  --chip: ${(p) => p.$size};
`;

const Group = styled.span`
  display: inline-flex;
  align-items: center;
  gap: calc(var(--chip) * 0.14);
`;

const Label = styled.span`
  margin-right: calc(var(--chip) * 0.1);
  color: ${theme.color.textMuted};
  white-space: nowrap;
`;

const Chip = styled.span<{ $color: string }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: var(--chip);
  height: var(--chip);
  padding: 0 calc(var(--chip) * 0.18);
  box-sizing: border-box;
  border: 1px solid ${theme.color.border};
  border-radius: 3px;
  background: #fff;
  color: ${(p) => p.$color};
  font-weight: 600;
  white-space: nowrap;
`;

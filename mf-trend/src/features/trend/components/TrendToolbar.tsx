import { memo, useEffect, useRef } from 'react';
import styled from 'styled-components';
import { rem, theme } from '@cp/shared/ui';
import { RANGES, type ToggleName, type TrendRange, type TrendToggles } from '../model';

const TOGGLES: readonly [ToggleName, string][] = [
  ['presentMissing', '遗漏'],
  ['presentLine', '折线'],
  ['presentLineMissingLayer', '遗漏分层'],
  ['presentLineDivided', '分隔线'],
];

interface Props {
  toggles: TrendToggles;
  range: TrendRange;
  loading: boolean;
  mobile: boolean;
  onToggle: (name: ToggleName) => void;
  onRange: (range: TrendRange) => void;
}

/** The four display toggles and the 近30期 / 近60期 / 近90期 windows. */
export const TrendToolbar = memo(function TrendToolbar({ toggles, range, loading, mobile, onToggle, onRange }: Props) {
  return (
    <Wrapper $mobile={mobile}>
      <Group role="group" aria-label="显示">
        {TOGGLES.map(([name, label]) => (
          <Toggle key={name} name={name} label={label} checked={toggles[name]} mobile={mobile} onToggle={onToggle} />
        ))}
      </Group>
      <Group role="radiogroup" aria-label="期数">
        {RANGES.map((r) => (
          <Range
            key={r}
            type="button"
            role="radio"
            aria-checked={r === range}
            disabled={loading && r !== range}
            data-testid={`trend-range-${r}`}
            $active={r === range}
            $mobile={mobile}
            onClick={() => onRange(r)}
          >
            近{r}期
          </Range>
        ))}
      </Group>
    </Wrapper>
  );
});

interface ToggleProps {
  name: ToggleName;
  label: string;
  checked: boolean;
  mobile: boolean;
  onToggle: (name: ToggleName) => void;
}

/** One display toggle; a tap on the server's box before the scripts ran is applied once they run. */
function Toggle({ name, label, checked, mobile, onToggle }: ToggleProps) {
  const box = useRef<HTMLInputElement>(null);
  const taken = useRef(false);
  useEffect(() => {
    if (taken.current) return;
    taken.current = true;
    // Hydration leaves the box as the visitor set it; the store has not heard of it yet.
    if (box.current && box.current.checked !== checked) onToggle(name);
  }, [checked, name, onToggle]);
  return (
    <Check $mobile={mobile}>
      <input
        ref={box}
        type="checkbox"
        checked={checked}
        onChange={() => onToggle(name)}
        data-testid={`trend-toggle-${name}`}
      />
      {label}
    </Check>
  );
}

const px = (mobile: boolean, n: number) => (mobile ? rem(n) : `${n}px`);

const Wrapper = styled.div<{ $mobile: boolean }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${(p) => px(p.$mobile, 8)};
  padding: ${(p) => px(p.$mobile, 8)} ${(p) => px(p.$mobile, 10)};
  background: ${theme.color.panel};
  font-size: ${(p) => px(p.$mobile, 13)};
`;

const Group = styled.div`
  display: flex;
  align-items: center;
  flex-wrap: wrap;
  gap: 4px 12px;
`;

const Check = styled.label<{ $mobile: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  cursor: pointer;
  user-select: none;
  input {
    margin: 0;
    width: ${(p) => px(p.$mobile, 14)};
    height: ${(p) => px(p.$mobile, 14)};
    accent-color: ${theme.color.brand};
  }
`;

const Range = styled.button<{ $active: boolean; $mobile: boolean }>`
  height: ${(p) => px(p.$mobile, 26)};
  padding: 0 ${(p) => px(p.$mobile, 10)};
  border: 1px solid ${(p) => (p.$active ? theme.color.brand : theme.color.border)};
  border-radius: ${theme.radius};
  background: ${(p) => (p.$active ? theme.color.brand : '#fff')};
  color: ${(p) => (p.$active ? '#fff' : theme.color.text)};
  font-size: inherit;
  cursor: pointer;
  &:disabled {
    opacity: 0.6;
    cursor: wait;
  }
`;

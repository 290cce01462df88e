import styled from 'styled-components';
import type { PublicLottery } from '@cp/shared/api';
import { theme } from '@cp/shared/ui';
import type { HomeSection } from '../../common/homeModel';

interface LotteryPickerProps {
  sections: HomeSection[];
  selected: readonly string[];
  onChange: (codes: string[]) => void;
}

/** Checkbox list of every lottery by category, five per row. */
export function LotteryPicker({ sections, selected, onChange }: LotteryPickerProps) {
  const all = sections.flatMap((s) => s.lotteries.map((l) => l.code));
  const toggle = (l: PublicLottery) =>
    onChange(selected.includes(l.code) ? selected.filter((c) => c !== l.code) : [...selected, l.code]);
  return (
    <div data-testid="lottery-picker">
      <Tools>
        <button type="button" onClick={() => onChange(all)}>
          全选
        </button>
        <button type="button" onClick={() => onChange([])}>
          清空
        </button>
        <span>已选 {selected.length} 个</span>
      </Tools>
      {sections.map((s) => (
        <Group key={s.category}>
          <Label>{s.label}</Label>
          <Grid>
            {s.lotteries.map((l) => (
              <Check key={l.code} $on={selected.includes(l.code)}>
                <input type="checkbox" checked={selected.includes(l.code)} onChange={() => toggle(l)} />
                {l.name}
              </Check>
            ))}
          </Grid>
        </Group>
      ))}
    </div>
  );
}

const Tools = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  margin-bottom: 8px;
  button {
    height: 26px;
    padding: 0 12px;
    border: 1px solid ${theme.color.border};
    border-radius: ${theme.radius};
    background: #fff;
    font-size: 12px;
    cursor: pointer;
  }
  button:hover {
    border-color: ${theme.color.brand};
    color: ${theme.color.brand};
  }
  span {
    margin-left: auto;
    color: ${theme.color.textMuted};
    font-size: 12px;
  }
`;

const Group = styled.div`
  display: flex;
  gap: 10px;
  padding: 8px 0;
  border-top: 1px dashed #eee;
`;

const Label = styled.span`
  flex: none;
  width: 64px;
  color: ${theme.color.textMuted};
  font-size: 13px;
  line-height: 32px;
`;

const Grid = styled.div`
  display: grid;
  flex: 1;
  grid-template-columns: repeat(5, 1fr);
  gap: 8px;
`;

const Check = styled.label<{ $on: boolean }>`
  display: flex;
  align-items: center;
  gap: 4px;
  height: 32px;
  padding: 0 10px;
  overflow: hidden;
  border: 1px solid ${(p) => (p.$on ? theme.color.brand : theme.color.border)};
  border-radius: ${theme.radius};
  background: ${(p) => (p.$on ? theme.color.brandLight : '#fff')};
  color: ${(p) => (p.$on ? theme.color.brand : theme.color.text)};
  font-size: 13px;
  white-space: nowrap;
  cursor: pointer;
  input {
    margin: 0;
    accent-color: ${theme.color.brand};
  }
`;

import styled from 'styled-components';
import { theme } from '@cp/shared/ui';
import { MAX_HEIGHT, MAX_WIDTH, MIN_HEIGHT, MIN_WIDTH, WIDTH_PRESETS } from './embed';

export interface EmbedSize {
  /** A preset width or 'custom' with `customWidth`. */
  width: number | 'custom';
  customWidth: string;
  /** 'auto' follows the widget's own height. */
  height: 'auto' | 'custom';
  customHeight: string;
}

/** 宽 300 / 400 / 600 / 自定义 and 高 自动 / 自定义. */
export function SizePicker({ size, onChange }: { size: EmbedSize; onChange: (size: EmbedSize) => void }) {
  return (
    <Rows data-testid="size-picker">
      <Row>
        <Label>宽度</Label>
        {WIDTH_PRESETS.map((w) => (
          <Choice key={w} $on={size.width === w}>
            <input
              type="radio"
              name="embed-width"
              checked={size.width === w}
              onChange={() => onChange({ ...size, width: w })}
            />
            {w}px
          </Choice>
        ))}
        <Choice $on={size.width === 'custom'}>
          <input
            type="radio"
            name="embed-width"
            checked={size.width === 'custom'}
            onChange={() => onChange({ ...size, width: 'custom' })}
          />
          自定义
        </Choice>
        {size.width === 'custom' && (
          <Num>
            <input
              type="number"
              min={MIN_WIDTH}
              max={MAX_WIDTH}
              value={size.customWidth}
              aria-label="自定义宽度"
              onChange={(e) => onChange({ ...size, customWidth: e.target.value })}
            />
            px
          </Num>
        )}
      </Row>
      <Row>
        <Label>高度</Label>
        <Choice $on={size.height === 'auto'}>
          <input
            type="radio"
            name="embed-height"
            checked={size.height === 'auto'}
            onChange={() => onChange({ ...size, height: 'auto' })}
          />
          自动
        </Choice>
        <Choice $on={size.height === 'custom'}>
          <input
            type="radio"
            name="embed-height"
            checked={size.height === 'custom'}
            onChange={() => onChange({ ...size, height: 'custom' })}
          />
          自定义
        </Choice>
        {size.height === 'custom' && (
          <Num>
            <input
              type="number"
              min={MIN_HEIGHT}
              max={MAX_HEIGHT}
              value={size.customHeight}
              aria-label="自定义高度"
              onChange={(e) => onChange({ ...size, customHeight: e.target.value })}
            />
            px
          </Num>
        )}
      </Row>
      <Hint>
        宽度范围 {MIN_WIDTH}–{MAX_WIDTH}px；高度选“自动”时按所选宽度下的实际内容高度生成代码。
      </Hint>
    </Rows>
  );
}

const Rows = styled.div`
  display: flex;
  flex-direction: column;
  gap: 10px;
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
`;

const Label = styled.span`
  width: 52px;
  color: ${theme.color.textMuted};
  font-size: 13px;
`;

const Choice = styled.label<{ $on: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  height: 30px;
  padding: 0 12px;
  border: 1px solid ${(p) => (p.$on ? theme.color.brand : theme.color.border)};
  border-radius: ${theme.radius};
  background: ${(p) => (p.$on ? theme.color.brandLight : '#fff')};
  color: ${(p) => (p.$on ? theme.color.brand : theme.color.text)};
  font-size: 13px;
  cursor: pointer;
  input {
    margin: 0;
    accent-color: ${theme.color.brand};
  }
`;

const Num = styled.label`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  font-size: 13px;
  input {
    width: 80px;
    height: 30px;
    padding: 0 8px;
    border: 1px solid ${theme.color.border};
    border-radius: ${theme.radius};
    font-size: 13px;
  }
`;

const Hint = styled.p`
  margin: 0;
  color: ${theme.color.textMuted};
  font-size: 12px;
`;

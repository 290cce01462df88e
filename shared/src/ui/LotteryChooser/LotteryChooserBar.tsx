import styled from 'styled-components';
import { theme } from '../theme';
import { LotteryChooserSheet } from './LotteryChooserSheet';
import type { LotteryChooserSheetProps } from './LotteryChooserSheet';

/** Mobile: the row atop a page that depends on a lottery, 当前彩种 and the chooser sheet's button. */
export function LotteryChooserBar(props: LotteryChooserSheetProps) {
  return (
    <Wrapper>
      <Label>当前彩种</Label>
      <LotteryChooserSheet {...props} />
    </Wrapper>
  );
}

const Wrapper = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  padding: 10px 12px;
  background: ${theme.color.panel};
`;

const Label = styled.span`
  font-size: 14px;
  color: ${theme.color.textMuted};
`;

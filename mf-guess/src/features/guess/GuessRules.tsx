import styled from 'styled-components';
import { theme } from '@cp/shared/ui';

/** The guess centre's help text (specification section 2, "Guess-centre rules"). */
export function GuessRules() {
  return (
    <Wrapper aria-labelledby="guess-rules-title">
      <Title id="guess-rules-title">竞猜规则</Title>
      <Rules>
        <li>竞猜下一期开奖结果，开奖前 10 秒封盘；每注 10 积分，每期最多 20 注。</li>
        <li>
          大小、单双、龙虎赔率 1.98，猜中得 20 积分；号码赔率 9.85，猜中得 99 积分（小数向上取整）；开出“和”退还积分。
        </li>
        <li>每周至少发起 4 次竞猜，才具备参与排行榜排名的资格。</li>
        <li>排行榜每期为周一至周日，每周一 00:00（北京时间）重新开始计算。</li>
        <li>积分仅用于站内竞猜娱乐，不可兑换现金，开奖结果仅供参考。</li>
      </Rules>
    </Wrapper>
  );
}

const Wrapper = styled.section`
  padding: 14px 18px;
  border: 1px solid ${theme.color.border};
  border-left: 3px solid ${theme.color.accent};
  border-radius: ${theme.radius};
  background: ${theme.color.panel};
`;

const Title = styled.h2`
  margin: 0 0 8px;
  font-size: 16px;
  font-weight: 600;
`;

const Rules = styled.ol`
  margin: 0;
  padding-left: 20px;
  font-size: 14px;
  line-height: 1.8;
  color: ${theme.color.text};
`;

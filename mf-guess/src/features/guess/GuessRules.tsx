import styled from 'styled-components';
import {
  GUESS_CLOSE_SECONDS,
  GUESS_STAKE,
  MAX_OPEN_GUESSES_PER_PERIOD,
  RANKING_MIN_GUESSES,
  guessOdds,
  guessPayout,
} from '@cp/shared/domain';
import { theme } from '@cp/shared/ui';

/** The guess centre's help text (specification section 2, "Guess-centre rules"); the numbers are the domain's. */
export function GuessRules() {
  return (
    <Wrapper aria-labelledby="guess-rules-title">
      <Title id="guess-rules-title">竞猜规则</Title>
      <Rules>
        <li>
          {`竞猜下一期开奖结果，开奖前 ${GUESS_CLOSE_SECONDS} 秒封盘；每注 ${GUESS_STAKE} 积分，每期最多 ${MAX_OPEN_GUESSES_PER_PERIOD} 注。`}
        </li>
        <li>
          {`大小、单双、龙虎赔率 ${guessOdds('daxiao')}，猜中得 ${guessPayout('daxiao')} 积分；号码赔率 ${guessOdds('number')}，猜中得 ${guessPayout('number')} 积分（小数向上取整）；开出“和”退还积分。`}
        </li>
        <li>{`每周至少发起 ${RANKING_MIN_GUESSES} 次竞猜，才具备参与排行榜排名的资格。`}</li>
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

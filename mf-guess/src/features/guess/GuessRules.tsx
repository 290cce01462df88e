import styled from 'styled-components';
import { theme } from '@cp/shared/ui';

/** The guess centre's help text (specification section 2, "Guess-centre rules"). */
export function GuessRules() {
  return (
    <Wrapper aria-labelledby="guess-rules-title">
      <Title id="guess-rules-title">竞猜规则</Title>
      <Rules>
        <li>每周至少发起 4 次竞猜，才具备参与排行榜排名的资格。</li>
        <li>排行榜每期为周一至周日，每周一 00:00 重新开始计算。</li>
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

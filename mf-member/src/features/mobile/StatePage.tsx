import styled from 'styled-components';
import { theme } from '@cp/shared/ui';
import { MobilePage } from './MobilePage';

/** /m/member/state: the disclaimer (specification: reference only, no cash, points not cash). */
export function StatePage({ back }: { back: string }) {
  return (
    <MobilePage title="免责声明" back={back}>
      <Text>
        <p>本站提供的开奖结果、走势图表与预测推荐等内容仅供参考。</p>
        <p>本站不涉及任何现金交易；竞猜中心的积分仅用于站内竞猜，不可兑换现金。</p>
      </Text>
    </MobilePage>
  );
}

const Text = styled.article`
  padding: 4px 16px;
  border-radius: ${theme.radius};
  background: ${theme.color.panel};
  font-size: 15px;
  line-height: 1.8;
`;

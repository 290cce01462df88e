import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { JihuaNext } from '@cp/shared/domain';
import { Countdown, theme } from '@cp/shared/ui';
import { shortTime } from '../common/format';
import { Muted } from '../common/styles';

/** The next period: its number, a red countdown to its draw, when and from what the plan was made. */
export function NextPeriod({ next, children }: { next: JihuaNext | null; children?: ReactNode }) {
  if (!next) return <Muted>尚无下期计划：首次开奖后即生成。</Muted>;
  return (
    <Box aria-label="下期计划">
      <Head>
        <span>
          下期 第 <b data-testid="next-period">{next.period}</b> 期
        </span>
        <span>
          开奖倒计时 <Countdown to={next.drawTime} testId="next-countdown" />
        </span>
      </Head>
      {children}
      <Muted>
        计划生成于 {shortTime(next.madeAt)}，依据此前 {next.basedOn} 期开奖，开奖前不再改动。
      </Muted>
    </Box>
  );
}

const Box = styled.section`
  display: flex;
  flex-direction: column;
  gap: 8px;
  padding: 10px 12px;
  border: 1px solid ${theme.color.brandLight};
  border-radius: ${theme.radius};
  background: #fffafa;
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: 6px 16px;
  font-size: 14px;
`;

import { useEffect, useRef } from 'react';
import { observer } from 'mobx-react-lite';
import { useParams } from 'react-router-dom';
import styled, { createGlobalStyle } from 'styled-components';
import { FAMILIES } from '@cp/shared/domain';
import { useStores } from '@cp/shared/stores';
import { Countdown, DrawBalls, theme } from '@cp/shared/ui';
import { LEAD_CODE } from '../../common/homeModel';
import { useDrawWatch } from '../../common/useDrawWatch';
import { usePlatform } from '../../platform';

/**
 * /transfer/toolbox/{code}: the embeddable widget — the lottery's latest draw and the countdown
 * to the next, live, without the site's frame. It tells the embedding page its height.
 */
export const ToolboxPage = observer(function ToolboxPage() {
  const { code = LEAD_CODE } = useParams();
  const { lotteries, draws, site } = useStores();
  const platform = usePlatform();
  const lottery = lotteries.find(code);
  const info = draws.info(code);
  const root = useRef<HTMLDivElement>(null);
  useDrawWatch(lottery ? [code] : []);

  useEffect(() => {
    const el = root.current;
    if (!el || window.parent === window || typeof ResizeObserver === 'undefined') return;
    const report = () =>
      window.parent.postMessage(
        { type: 'cp-toolbox-size', code, height: Math.ceil(el.getBoundingClientRect().height) },
        '*',
      );
    const observer = new ResizeObserver(report);
    observer.observe(el);
    return () => observer.disconnect();
  }, [code, lottery]);

  let body;
  if (!lotteries.loaded) body = <Muted>加载中…</Muted>;
  else if (!lottery) body = <Muted data-testid="toolbox-unknown">未知彩种</Muted>;
  else {
    const perRow = Math.min(
      10,
      FAMILIES[lottery.group].ballCount + (lottery.group === 'hk6' || lottery.group === 'xy28' ? 1 : 0),
    );
    const history = platform.link('history', 'desktop', { code: lottery.code });
    const ball = `clamp(16px, calc((100cqw - 20px) / ${perRow} - 5px), 34px)`;
    body = (
      <>
        <Head>
          <strong>{lottery.name}</strong>
          <span>
            第 <b data-testid="draw-period">{info?.prePeriod?.period ?? '--'}</b> 期
          </span>
        </Head>
        {info ? <DrawBalls group={lottery.group} draw={info.prePeriod} size={ball} /> : <Muted>加载中…</Muted>}
        <Foot>
          <span>距下期开奖 {info ? <Countdown to={info.nextPeriod.drawTime} /> : '--'}</span>
          {history ? (
            <a href={history} target="_blank" rel="noreferrer">
              {site.siteName || '开奖历史'}
            </a>
          ) : (
            <span>{site.siteName}</span>
          )}
        </Foot>
      </>
    );
  }
  return (
    <Widget ref={root} data-testid="toolbox">
      <Transparent />
      {body}
    </Widget>
  );
});

const Transparent = createGlobalStyle`
  html, body { background: transparent; }
`;

const Widget = styled.div`
  container-type: inline-size;
  display: flex;
  flex-direction: column;
  gap: 8px;
  padding: 10px;
  border-top: 3px solid ${theme.color.brand};
  background: #fff;
  font-size: 13px;
`;

const Head = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: 8px;
  strong {
    font-size: 15px;
  }
  span {
    color: ${theme.color.textMuted};
    font-size: 12px;
  }
  b {
    color: ${theme.color.text};
    font-weight: 500;
  }
`;

const Foot = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  padding-top: 6px;
  border-top: 1px solid #f0f0f0;
  color: ${theme.color.textMuted};
  font-size: 12px;
  a {
    color: ${theme.color.brand};
  }
`;

const Muted = styled.div`
  padding: 12px 0;
  color: ${theme.color.textMuted};
  text-align: center;
`;

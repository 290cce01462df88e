import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import styled from 'styled-components';
import { useStores } from '@cp/shared/stores';
import { PageLoading, theme } from '@cp/shared/ui';
import { LEAD_CODE, homeSections } from '../../common/homeModel';
import { EmbedPreview } from './EmbedPreview';
import { LotteryPicker } from './LotteryPicker';
import { SizePicker } from './SizePicker';
import type { EmbedSize } from './SizePicker';
import { MAX_HEIGHT, MAX_WIDTH, MIN_HEIGHT, MIN_WIDTH, clampSize, isToolboxSizeMessage } from './embed';

/** Height used until a widget reports its own. */
const DEFAULT_HEIGHT = 200;

/** /transfer (开奖调用): pick lotteries and a size, preview the live widget, copy its iframe code. */
export const TransferPage = observer(function TransferPage() {
  const { lotteries } = useStores();
  const [selected, setSelected] = useState<string[]>([LEAD_CODE]);
  const [size, setSize] = useState<EmbedSize>({ width: 400, customWidth: '500', height: 'auto', customHeight: '240' });
  const [measured, setMeasured] = useState<Record<string, number>>({});

  // The previews report their content height; "auto" uses it for the code.
  useEffect(() => {
    const handleMessage = (e: MessageEvent) => {
      if (e.origin !== window.location.origin || !isToolboxSizeMessage(e.data)) return;
      const { code, height } = e.data;
      setMeasured((m) => (m[code] === height ? m : { ...m, [code]: height }));
    };
    window.addEventListener('message', handleMessage);
    return () => window.removeEventListener('message', handleMessage);
  }, []);

  if (!lotteries.loaded) return <PageLoading />;
  const sections = homeSections(lotteries.list);
  const chosen = lotteries.list.filter((l) => selected.includes(l.code));
  const width = size.width === 'custom' ? clampSize(size.customWidth, MIN_WIDTH, MAX_WIDTH, 400) : size.width;
  const heightOf = (code: string) =>
    size.height === 'custom'
      ? clampSize(size.customHeight, MIN_HEIGHT, MAX_HEIGHT, DEFAULT_HEIGHT)
      : clampSize(measured[code] ?? DEFAULT_HEIGHT, MIN_HEIGHT, MAX_HEIGHT, DEFAULT_HEIGHT);

  return (
    <Page>
      <Intro>
        <h1>开奖调用</h1>
        <p>免费将实时开奖结果嵌入您的网站：选择彩种和尺寸，复制下方代码粘贴到网页中即可，开奖结果自动更新。</p>
      </Intro>
      <Panel>
        <Step>
          <h2>
            <i>1</i>选择彩种
          </h2>
          <LotteryPicker sections={sections} selected={selected} onChange={setSelected} />
        </Step>
        <Step>
          <h2>
            <i>2</i>选择尺寸
          </h2>
          <SizePicker size={size} onChange={setSize} />
        </Step>
      </Panel>
      <Panel>
        <Step>
          <h2>
            <i>3</i>复制代码
          </h2>
          <EmbedPreview origin={window.location.origin} lotteries={chosen} width={width} heightOf={heightOf} />
        </Step>
      </Panel>
    </Page>
  );
});

const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: 16px;
`;

const Intro = styled.div`
  padding: 18px 20px;
  border: 1px solid ${theme.color.border};
  border-left: 4px solid ${theme.color.brand};
  border-radius: 6px;
  background: #fff;
  h1 {
    margin: 0 0 4px;
    font-size: 20px;
  }
  p {
    margin: 0;
    color: ${theme.color.textMuted};
  }
`;

const Panel = styled.div`
  min-width: 0;
  padding: 4px 20px 20px;
  border: 1px solid ${theme.color.border};
  border-radius: 6px;
  background: #fff;
`;

const Step = styled.section`
  h2 {
    display: flex;
    align-items: center;
    gap: 8px;
    margin: 14px 0 10px;
    font-size: 16px;
  }
  i {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 22px;
    height: 22px;
    border-radius: 50%;
    background: ${theme.color.brand};
    color: #fff;
    font-size: 13px;
    font-style: normal;
  }
`;

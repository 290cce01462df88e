import { observer } from 'mobx-react-lite';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { useStores } from '@cp/shared/stores';
import { NoData, PageLoading, rem, useTitleSuffix } from '@cp/shared/ui';
import { LiveReplay } from '../../popups/VideoPopup';
import { MobileDrawCard } from '../home/MobileDrawCard';

/** The mobile video route /m/video/{code}: the live draw replay as a page, the draw card beneath. */
export const MobileVideoPage = observer(function MobileVideoPage() {
  const { code = '' } = useParams();
  const { lotteries } = useStores();
  const lottery = lotteries.find(code);
  useTitleSuffix(lottery ? `${lottery.name} 开奖视频 |` : null);

  if (!lotteries.loaded) return <PageLoading />;
  if (!lottery) return <NoData text="未知彩种" />;
  return (
    <div data-testid="video-page">
      <LiveReplay code={code} />
      <Card>
        <MobileDrawCard lottery={lottery} />
      </Card>
    </div>
  );
});

const Card = styled.div`
  padding: ${rem(10)};
`;

import { observer } from 'mobx-react-lite';
import styled from 'styled-components';
import { useStores } from '@cp/shared/stores';
import { theme } from '@cp/shared/ui';

const POINTS = [
  { title: '开奖实时', text: '开奖结果即时推送，无需刷新页面' },
  { title: '数据齐全', text: '历史开奖、走势图表、长龙统计一站查询' },
  { title: '完全免费', text: '全部数据免费查看，开奖调用免费嵌入' },
  { title: '多端同步', text: '电脑版与手机版数据同步，随时随地查看' },
];

/** Selling points and the disclaimer (specification section 1). */
export const Footer = observer(function Footer() {
  const { site } = useStores();
  return (
    <Wrapper>
      <Points>
        {POINTS.map((p) => (
          <Point key={p.title}>
            <strong>{p.title}</strong>
            <span>{p.text}</span>
          </Point>
        ))}
      </Points>
      <Bottom>
        <Disclaimer data-testid="disclaimer">本站所有内容仅供参考，不涉及任何现金交易。</Disclaimer>
        <span>
          Copyright © {new Date().getFullYear()} {site.siteName} 版权所有
        </span>
      </Bottom>
    </Wrapper>
  );
});

const Wrapper = styled.footer`
  margin-top: 32px;
  background: ${theme.color.dark};
  color: ${theme.color.darkText};
  font-size: 13px;
`;

const Points = styled.div`
  display: grid;
  grid-template-columns: repeat(4, 1fr);
  width: ${theme.desktopWidth};
  margin: 0 auto;
  padding: 24px 0;
  border-bottom: 1px solid #3d3d3d;
`;

const Point = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
  padding: 0 20px;
  border-left: 1px solid #3d3d3d;
  &:first-child {
    border-left: 0;
  }
  strong {
    color: #fff;
    font-size: 15px;
  }
`;

const Bottom = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 4px;
  padding: 16px 0 20px;
  color: #9a9a9a;
`;

const Disclaimer = styled.p`
  margin: 0;
  color: ${theme.color.darkText};
`;

import styled from 'styled-components';
import type { PublicLottery } from '@cp/shared/api';
import type { Family } from '@cp/shared/domain';
import { rem, theme } from '@cp/shared/ui';
import { MaybeLink } from '../../common/MaybeLink';
import { usePlatform } from '../../platform';

/** Icon face of each family: a short mark on the family's colour. */
const FACES: Record<Family, { mark: string; color: string }> = {
  pk10: { mark: 'PK', color: '#0075b3' },
  ssc: { mark: '时', color: '#c25400' },
  '11x5': { mark: '11', color: '#1b7f10' },
  k3: { mark: '快3', color: '#5234ff' },
  kl10: { mark: '乐', color: '#c2185b' },
  kl8: { mark: '8', color: '#795548' },
  xy28: { mark: '28', color: '#00796b' },
  hk6: { mark: '六', color: '#d9232d' },
  others: { mark: '3D', color: '#546e7a' },
};

/** The mobile home's hot lotteries: a four-column grid of icons linking to their trend pages. */
export function HotGrid({ lotteries }: { lotteries: PublicLottery[] }) {
  const platform = usePlatform();
  if (lotteries.length === 0) return null;
  return (
    <Grid data-testid="hot-grid">
      {lotteries.map((l) => {
        const face = FACES[l.group] ?? FACES.others;
        return (
          <Item key={l.code} to={platform.link('trend', 'mobile', { code: l.code })}>
            <Icon style={{ background: face.color }}>{face.mark}</Icon>
            <span>{l.name}</span>
          </Item>
        );
      })}
    </Grid>
  );
}

const Grid = styled.nav`
  display: grid;
  grid-template-columns: repeat(4, 1fr);
  gap: ${rem(14)} 0;
  padding: ${rem(14)} ${rem(6)};
  background: #fff;
`;

const Item = styled(MaybeLink)`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${rem(6)};
  color: ${theme.color.text};
  font-size: ${rem(12)};
  span:last-child {
    max-width: 100%;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

const Icon = styled.span`
  display: flex;
  align-items: center;
  justify-content: center;
  width: ${rem(44)};
  height: ${rem(44)};
  border-radius: 50%;
  box-shadow: inset 0 -3px 0 rgba(0, 0, 0, 0.15);
  color: #fff;
  font-size: ${rem(15)};
  font-weight: 700;
`;

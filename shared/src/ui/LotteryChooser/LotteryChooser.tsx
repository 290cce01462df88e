import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { theme } from '../theme';
import { chooserGroups, chooserHref } from './chooserGroups';
import type { ChooserGroup } from './chooserGroups';

export interface LotteryChooserProps {
  /** Lotteries by series (e.g. lotteries.kinds[kind].lotteryTypeItems). */
  groups: readonly ChooserGroup[];
  /** Code of the lottery the page shows; highlighted. */
  current?: string;
  /** Each lottery links to `${basePath}/${code}`. */
  basePath: string;
  /** A page inside the lottery to keep when switching (the guess centre's `rank`, …). */
  subPath?: string;
  /** 'panel' beside desktop pages, 'sheet' inside the mobile bottom sheet. */
  variant?: 'panel' | 'sheet';
  /** Called after a lottery is picked (the sheet closes itself). */
  onPick?: (code: string) => void;
  /** Extra controls in the title bar (the sheet's close button). */
  actions?: ReactNode;
}

/**
 * The 选择彩种 chooser of prediction and guess pages: lotteries grouped by series in sort order,
 * labelled '{series} 系列', the current one highlighted, each linking to basePath/code.
 */
export function LotteryChooser({
  groups,
  current,
  basePath,
  subPath,
  variant = 'panel',
  onPick,
  actions,
}: LotteryChooserProps) {
  const shown = chooserGroups(groups);
  return (
    <Wrapper aria-label="选择彩种" data-testid="lottery-chooser" $variant={variant}>
      <Header $variant={variant}>
        <Title>选择彩种</Title>
        {actions}
      </Header>
      {shown.map((group) => (
        <Group key={group.series} aria-label={group.label}>
          <GroupLabel>{group.label}</GroupLabel>
          <List $variant={variant}>
            {group.list.map((lottery) => {
              const active = lottery.code === current;
              return (
                <li key={lottery.code}>
                  <Item
                    to={chooserHref(basePath, lottery.code, subPath)}
                    aria-current={active ? 'page' : undefined}
                    $active={active}
                    onClick={() => onPick?.(lottery.code)}
                  >
                    {lottery.name}
                  </Item>
                </li>
              );
            })}
          </List>
        </Group>
      ))}
    </Wrapper>
  );
}

type Variant = { $variant: 'panel' | 'sheet' };

const Wrapper = styled.nav<Variant>`
  background: ${theme.color.panel};
  font-family: ${theme.font.family};
  color: ${theme.color.text};
  ${(p) =>
    p.$variant === 'panel' &&
    css`
      border: 1px solid ${theme.color.border};
      border-radius: ${theme.radius};
      overflow: hidden;
    `}
`;

const Header = styled.div<Variant>`
  display: flex;
  align-items: center;
  justify-content: space-between;
  padding: 10px 12px;
  ${(p) =>
    p.$variant === 'panel'
      ? css`
          background: ${theme.color.brand};
          color: #fff;
        `
      : css`
          border-bottom: 1px solid ${theme.color.border};
        `}
`;

const Title = styled.h2`
  margin: 0;
  font-size: 15px;
  font-weight: 600;
`;

const Group = styled.section`
  padding: 8px 12px 4px;
  & + & {
    border-top: 1px dashed ${theme.color.border};
  }
`;

const GroupLabel = styled.h3`
  margin: 0 0 6px;
  font-size: 13px;
  font-weight: 600;
  color: ${theme.color.textMuted};
`;

const List = styled.ul<Variant>`
  display: grid;
  grid-template-columns: repeat(${(p) => (p.$variant === 'panel' ? 2 : 3)}, minmax(0, 1fr));
  gap: 6px;
  margin: 0 0 6px;
  padding: 0;
  list-style: none;
`;

const Item = styled(Link)<{ $active: boolean }>`
  display: block;
  padding: 6px 2px;
  border: 1px solid ${(p) => (p.$active ? theme.color.brand : theme.color.border)};
  border-radius: ${theme.radius};
  background: ${(p) => (p.$active ? theme.color.brand : theme.color.panel)};
  color: ${(p) => (p.$active ? '#fff' : theme.color.text)};
  font-size: 13px;
  line-height: 18px;
  text-align: center;
  text-decoration: none;
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
  &:hover {
    border-color: ${theme.color.brand};
    color: ${(p) => (p.$active ? '#fff' : theme.color.brand)};
  }
`;

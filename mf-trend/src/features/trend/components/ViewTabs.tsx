import { memo } from 'react';
import styled, { css } from 'styled-components';
import { rem, theme } from '@cp/shared/ui';
import type { TrendView, ViewTab } from '../model';

interface Props {
  views: readonly TrendView[];
  view: TrendView;
  tab: ViewTab;
  mobile: boolean;
  onView: (id: string) => void;
  onTab: (id: string) => void;
}

/** The views of the family (定位, 基本, 大小 …) and the current view's tabs. */
export const ViewTabs = memo(function ViewTabs({ views, view, tab, mobile, onView, onTab }: Props) {
  return (
    <Wrapper $mobile={mobile}>
      <Row role="tablist" aria-label="走势类型" $mobile={mobile}>
        {views.map((v) => (
          <Tab
            key={v.id}
            type="button"
            role="tab"
            aria-selected={v.id === view.id}
            data-testid={`trend-view-${v.id}`}
            $active={v.id === view.id}
            $mobile={mobile}
            onClick={() => onView(v.id)}
          >
            {v.label}
          </Tab>
        ))}
      </Row>
      {view.tabs.length > 1 && (
        <SubRow role="tablist" aria-label={`${view.label}走势`} $mobile={mobile}>
          {view.tabs.map((t) => (
            <SubTab
              key={t.id}
              type="button"
              role="tab"
              aria-selected={t.id === tab.id}
              data-testid={`trend-tab-${t.id}`}
              $active={t.id === tab.id}
              $mobile={mobile}
              onClick={() => onTab(t.id)}
            >
              {t.label}
            </SubTab>
          ))}
        </SubRow>
      )}
    </Wrapper>
  );
});

const px = (mobile: boolean, n: number) => (mobile ? rem(n) : `${n}px`);

const Wrapper = styled.div<{ $mobile: boolean }>`
  background: ${theme.color.panel};
  border-bottom: 1px solid ${theme.color.border};
`;

const Row = styled.div<{ $mobile: boolean }>`
  display: flex;
  overflow-x: auto;
  background: #fbf8f1;
  border-bottom: 2px solid ${theme.color.brand};
  scrollbar-width: none;
`;

const Tab = styled.button<{ $active: boolean; $mobile: boolean }>`
  flex: none;
  padding: 0 ${(p) => px(p.$mobile, 16)};
  height: ${(p) => px(p.$mobile, 36)};
  border: 0;
  background: transparent;
  color: ${theme.color.text};
  font-size: ${(p) => px(p.$mobile, 14)};
  font-family: ${theme.font.family};
  cursor: pointer;
  ${(p) =>
    p.$active &&
    css`
      background: ${theme.color.brand};
      color: #fff;
      font-weight: 600;
    `}
`;

const SubRow = styled.div<{ $mobile: boolean }>`
  display: flex;
  flex-wrap: ${(p) => (p.$mobile ? 'nowrap' : 'wrap')};
  overflow-x: auto;
  gap: ${(p) => px(p.$mobile, 6)};
  padding: ${(p) => px(p.$mobile, 8)} ${(p) => px(p.$mobile, 10)};
`;

const SubTab = styled.button<{ $active: boolean; $mobile: boolean }>`
  flex: none;
  padding: 0 ${(p) => px(p.$mobile, 10)};
  height: ${(p) => px(p.$mobile, 26)};
  border: 1px solid ${(p) => (p.$active ? theme.color.brand : theme.color.border)};
  border-radius: 13px;
  background: ${(p) => (p.$active ? theme.color.brandLight : '#fff')};
  color: ${(p) => (p.$active ? theme.color.brand : theme.color.text)};
  font-size: ${(p) => px(p.$mobile, 12)};
  font-family: ${theme.font.family};
  cursor: pointer;
`;

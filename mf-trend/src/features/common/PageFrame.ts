import styled, { css } from 'styled-components';
import { rem, theme } from '@cp/shared/ui';

/** The frame of a history or dragon-reminder page: its type scale on desktop and on phones. */
export const SectionPage = styled.div<{ $mobile: boolean }>`
  padding: ${(p) => (p.$mobile ? '0' : '12px 0')};
  font-family: ${theme.font.family};
  font-size: ${(p) => (p.$mobile ? rem(13) : '14px')};
  color: ${theme.color.text};
`;

/** A page title's type: the `h1` in the brand colour at `size`, muted notes (`span`) beside it. */
export const pageTitle = (size: string) => css`
  h1 {
    margin: 0;
    font-size: ${size};
    color: ${theme.color.brand};
  }
  span {
    color: ${theme.color.textMuted};
  }
`;

/** The bar with the page's `h1` and muted notes (`span`) beside it; pages add gap and edges. */
export const TitleBar = styled.div`
  display: flex;
  align-items: baseline;
  flex-wrap: wrap;
  padding: 0.7em 0.8em;
  background: #fff;
  ${pageTitle('1.35em')}
`;

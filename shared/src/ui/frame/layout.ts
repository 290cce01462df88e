import styled, { css } from 'styled-components';
import { theme } from '../theme';

/*
 * The layout of a remote's page inside the site frame. Desktop: the page column (breadcrumb,
 * heading, then either a stack of blocks or a side column beside the main one). Mobile: the
 * shell's header shows the title, so a page is its content in the site's type.
 */

/** A desktop page: the site's width, centred; `$stack` lays its children out 16px apart. */
export const FramePage = styled.div<{ $stack?: boolean }>`
  ${(p) =>
    p.$stack &&
    css`
      display: flex;
      flex-direction: column;
      gap: 16px;
    `}
  max-width: ${theme.desktopWidth};
  margin: 0 auto;
  padding: 0 16px 32px;
  color: ${theme.color.text};
  font-family: ${theme.font.family};
`;

/** A desktop page's title. */
export const FrameHeading = styled.h1`
  margin: 0;
  font-size: 22px;
  font-weight: 600;
`;

/** A side column (the lottery chooser's 230px unless `$side` says otherwise) beside the main column. */
export const FrameColumns = styled.div<{ $side?: string }>`
  display: grid;
  grid-template-columns: ${(p) => p.$side ?? '230px'} minmax(0, 1fr);
  gap: 16px;
  align-items: start;
`;

/** A side column that stays in view while the main one scrolls. */
export const FrameSide = styled.aside`
  position: sticky;
  top: 16px;
`;

/** The main column: its blocks 16px apart. */
export const FrameMain = styled.div`
  display: flex;
  flex-direction: column;
  gap: 16px;
`;

/** A mobile page. */
export const MobileFramePage = styled.div`
  color: ${theme.color.text};
  font-family: ${theme.font.family};
`;

/** A mobile page's content: its blocks 12px apart, 12px from the edges. */
export const MobileFrameContent = styled.div`
  display: flex;
  flex-direction: column;
  gap: 12px;
  padding: 12px;
`;

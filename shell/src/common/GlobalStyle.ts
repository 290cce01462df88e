import { createGlobalStyle } from 'styled-components';
import { theme } from '@cp/shared/ui';

/** Page-wide basics: the site font, background and link colours. */
export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; }
  body {
    margin: 0;
    background: ${theme.color.bg};
    color: ${theme.color.text};
    font-family: ${theme.font.family};
    font-size: 14px;
    line-height: 1.5;
  }
  a { color: inherit; text-decoration: none; }
  button { font-family: inherit; }
`;

import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { MobileFrameContent, MobileFramePage, theme, useTitleSuffix } from '@cp/shared/ui';
import { REMOTE_NAME } from '../../remote';

interface Props {
  title: string;
  /** Where the back arrow goes; no arrow on the member centre itself. */
  back?: string;
  /** Icons on the right of the header (the centre's settings link). */
  actions?: ReactNode;
  children: ReactNode;
}

/** A member-area screen on mobile: its own header (back, title, actions) above the content. */
export function MobilePage({ title, back, actions, children }: Props) {
  useTitleSuffix(`${title} |`);
  return (
    <MobileFramePage data-remote={REMOTE_NAME}>
      <Header>
        <Side>
          {back && (
            <Back to={back} aria-label="返回">
              ‹
            </Back>
          )}
        </Side>
        <Title>{title}</Title>
        <Side $end>{actions}</Side>
      </Header>
      <MobileFrameContent>{children}</MobileFrameContent>
    </MobileFramePage>
  );
}

const Header = styled.header`
  display: grid;
  grid-template-columns: 72px 1fr 72px;
  align-items: center;
  height: 46px;
  background: ${theme.color.brand};
  color: #fff;
`;

const Side = styled.div<{ $end?: boolean }>`
  display: flex;
  justify-content: ${(p) => (p.$end ? 'flex-end' : 'flex-start')};
  padding: 0 10px;
`;

const Back = styled(Link)`
  color: #fff;
  font-size: 28px;
  line-height: 1;
  text-decoration: none;
`;

const Title = styled.h1`
  margin: 0;
  font-size: 17px;
  font-weight: 600;
  text-align: center;
`;

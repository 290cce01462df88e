import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { theme } from '@cp/shared/ui';
import { REMOTE_NAME } from '../../remote';
import { MemberStatus } from '../account/MemberStatus';
import { Breadcrumb } from '../frame/Breadcrumb';
import { Notice } from '../frame/Notice';
import { useTitleSuffix } from '../frame/useTitleSuffix';
import { CENTRE_SECTIONS } from './centreSections';
import type { CentreSection } from './centreSections';

const sectionPath = (prefix: string, section: CentreSection) => (section.path ? `${prefix}/${section.path}` : prefix);

/** Desktop member centre: the section menu beside the member's status and the section itself. */
export function MemberCentre({ prefix, section }: { prefix: string; section: CentreSection }) {
  useTitleSuffix(section.titleSuffix);
  const home = section.key === 'home';
  return (
    <Wrapper data-remote={REMOTE_NAME}>
      <Breadcrumb
        items={[
          { label: '首页', to: '/' },
          { label: '会员中心', to: home ? undefined : prefix },
          ...(home ? [] : [{ label: section.label }]),
        ]}
      />
      <Body>
        <Menu aria-label="会员中心">
          {CENTRE_SECTIONS.map((s) => (
            <MenuLink
              key={s.key}
              to={sectionPath(prefix, s)}
              aria-current={s.key === section.key ? 'page' : undefined}
              $active={s.key === section.key}
            >
              {s.label}
            </MenuLink>
          ))}
        </Menu>
        <Main>
          <Heading>{section.label}</Heading>
          <Panel>
            <MemberStatus />
          </Panel>
          <Notice tone="soon" title={section.comingSoon}>
            会员登录与积分、竞猜记录正在建设中，开放后即可在此查看。
          </Notice>
        </Main>
      </Body>
    </Wrapper>
  );
}

const Wrapper = styled.div`
  max-width: ${theme.desktopWidth};
  margin: 0 auto;
  padding: 0 16px 32px;
  color: ${theme.color.text};
  font-family: ${theme.font.family};
`;

const Body = styled.div`
  display: grid;
  grid-template-columns: 200px minmax(0, 1fr);
  gap: 16px;
  align-items: start;
`;

const Menu = styled.nav`
  display: flex;
  flex-direction: column;
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius};
  background: ${theme.color.panel};
  overflow: hidden;
`;

const MenuLink = styled(Link)<{ $active: boolean }>`
  padding: 12px 16px;
  font-size: 15px;
  text-decoration: none;
  color: ${(p) => (p.$active ? theme.color.brand : theme.color.text)};
  background: ${(p) => (p.$active ? theme.color.brandLight : 'transparent')};
  box-shadow: ${(p) => (p.$active ? `inset 3px 0 0 ${theme.color.brand}` : 'none')};
  & + & {
    border-top: 1px solid ${theme.color.border};
  }
`;

const Main = styled.div`
  display: flex;
  flex-direction: column;
  gap: 16px;
`;

const Heading = styled.h1`
  margin: 0;
  font-size: 22px;
  font-weight: 600;
`;

const Panel = styled.div`
  padding: 16px 20px;
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius};
  background: ${theme.color.panel};
`;

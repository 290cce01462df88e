import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Breadcrumb, FrameColumns, FrameHeading, FrameMain, FramePage, theme, useTitleSuffix } from '@cp/shared/ui';
import { REMOTE_NAME } from '../../remote';
import { MemberStatus } from '../account';
import { PointsPanel } from '../points';
import { InfoForm } from '../profile';
import { CentreHome } from './CentreHome';
import { GuessRecord } from './GuessRecord';
import { SecurityPanels } from './SecurityPanels';
import { CENTRE_SECTIONS } from './centreSections';
import type { CentreSection } from './centreSections';

const sectionPath = (prefix: string, section: CentreSection) => (section.path ? `${prefix}/${section.path}` : prefix);

/** Desktop member centre: the section menu beside the member's status and the section itself. */
export function MemberCentre({ prefix, section }: { prefix: string; section: CentreSection }) {
  useTitleSuffix(section.titleSuffix);
  const home = section.key === 'home';
  return (
    <FramePage data-remote={REMOTE_NAME}>
      <Breadcrumb
        items={[
          { label: '首页', to: '/' },
          { label: '会员中心', to: home ? undefined : prefix },
          ...(home ? [] : [{ label: section.label }]),
        ]}
      />
      <FrameColumns $side="200px">
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
        <FrameMain>
          <FrameHeading>{section.label}</FrameHeading>
          <Panel>
            <MemberStatus />
          </Panel>
          {section.key === 'home' && <CentreHome prefix={prefix} />}
          {section.key === 'info' && (
            <Panel>
              <InfoForm />
            </Panel>
          )}
          {section.key === 'security' && <SecurityPanels />}
          {section.key === 'integral' && <PointsPanel />}
          {section.key === 'jingTsai' && <GuessRecord guessHome="/lotterybet/lotteryhome/jspk10" />}
        </FrameMain>
      </FrameColumns>
    </FramePage>
  );
}

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

const Panel = styled.div`
  padding: 16px 20px;
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius};
  background: ${theme.color.panel};
`;

import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { theme } from '@cp/shared/ui';
import type { MenuGroup } from './menuModel';

/** Series groups of lottery links inside a dropdown panel. */
export function MenuGroups({ groups }: { groups: MenuGroup[] }) {
  return (
    <>
      {groups.map((g) => (
        <Group key={g.label}>
          <Label>{g.label}</Label>
          <Links>
            {g.links.map((l) =>
              l.to ? (
                <Link key={l.code} to={l.to}>
                  {l.label}
                </Link>
              ) : (
                <span key={l.code}>{l.label}</span>
              ),
            )}
          </Links>
        </Group>
      ))}
    </>
  );
}

const Group = styled.div`
  display: flex;
  gap: 10px;
  padding: 7px 0;
  border-bottom: 1px dashed #eee;
  &:last-child {
    border-bottom: 0;
  }
`;

const Label = styled.span`
  flex: none;
  width: 88px;
  color: ${theme.color.textMuted};
  font-size: 12px;
  line-height: 22px;
`;

const Links = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 2px 14px;
  a {
    color: ${theme.color.text};
    font-size: 13px;
    line-height: 22px;
    white-space: nowrap;
  }
  a:hover {
    color: ${theme.color.brand};
  }
`;

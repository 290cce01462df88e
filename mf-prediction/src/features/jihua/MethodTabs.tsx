import styled from 'styled-components';
import type { JihuaMethod } from '@cp/shared/domain';
import { theme } from '@cp/shared/ui';
import { QUIET_COLOR } from '../common/styles';

/** The kind's methods (专家 or 计划) as toggle buttons, with the chosen one's description under them. */
export function MethodTabs({
  methods,
  current,
  label,
  onSelect,
}: {
  methods: JihuaMethod[];
  current: string | null;
  label: string;
  onSelect: (id: string) => void;
}) {
  const chosen = methods.find((m) => m.id === current) ?? methods[0];
  return (
    <Wrapper>
      <Tabs role="group" aria-label={label}>
        {methods.map((m) => (
          <Tab key={m.id} type="button" aria-pressed={m.id === chosen?.id} onClick={() => onSelect(m.id)}>
            {m.name}
          </Tab>
        ))}
      </Tabs>
      {chosen && (
        <Description data-testid="method-description">
          <b>{chosen.name}：</b>
          {chosen.description}
        </Description>
      )}
    </Wrapper>
  );
}

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
`;

const Tabs = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
`;

const Tab = styled.button`
  min-height: 32px;
  padding: 0 12px;
  border: 1px solid ${theme.color.border};
  border-radius: 16px;
  background: ${theme.color.panel};
  color: ${theme.color.text};
  font-size: 14px;
  cursor: pointer;

  &[aria-pressed='true'] {
    border-color: ${theme.color.brand};
    background: ${theme.color.brand};
    color: #fff;
    font-weight: 600;
  }
  &:focus-visible {
    outline: 2px solid ${theme.color.link};
    outline-offset: 1px;
  }
`;

const Description = styled.p`
  margin: 0;
  font-size: 13px;
  color: ${QUIET_COLOR};
  b {
    color: ${theme.color.text};
  }
`;

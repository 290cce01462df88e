import styled from 'styled-components';
import { JIHUA_DISCLAIMER } from '@cp/shared/domain';
import { QUIET_COLOR } from './styles';

/** The line under every prediction page. */
export function Disclaimer() {
  return <Text role="note">{JIHUA_DISCLAIMER}</Text>;
}

const Text = styled.p`
  margin: 4px 0 0;
  font-size: 12px;
  color: ${QUIET_COLOR};
  text-align: center;
`;

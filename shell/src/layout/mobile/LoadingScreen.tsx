import { observer } from 'mobx-react-lite';
import styled, { keyframes } from 'styled-components';
import { useStores } from '@cp/shared/stores';
import { rem, theme } from '@cp/shared/ui';

/** The mobile start screen (specification: shown for 1 s on first entry). */
export const LoadingScreen = observer(function LoadingScreen() {
  const { site } = useStores();
  const logo = site.info?.siteSetting.logo;
  return (
    <Wrapper data-testid="mobile-loading" role="status" aria-live="polite">
      {logo && <Logo src={logo} alt={site.siteName} />}
      <Dots aria-hidden="true">
        <i />
        <i />
        <i />
      </Dots>
      <Text>努力加载中...</Text>
    </Wrapper>
  );
});

const bounce = keyframes`
  0%, 80%, 100% { transform: scale(0.4); opacity: 0.4; }
  40% { transform: scale(1); opacity: 1; }
`;

const Wrapper = styled.div`
  position: fixed;
  inset: 0;
  z-index: 2000;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${rem(16)};
  background: #fff;
`;

const Logo = styled.img`
  width: ${rem(200)};
`;

const Dots = styled.div`
  display: flex;
  gap: ${rem(8)};
  i {
    width: ${rem(12)};
    height: ${rem(12)};
    border-radius: 50%;
    background: ${theme.color.brand};
    animation: ${bounce} 1.2s infinite ease-in-out both;
  }
  i:nth-child(1) {
    animation-delay: -0.32s;
  }
  i:nth-child(2) {
    animation-delay: -0.16s;
  }
`;

const Text = styled.p`
  margin: 0;
  color: ${theme.color.textMuted};
  font-size: ${rem(14)};
`;

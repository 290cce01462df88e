import styled from 'styled-components';
import { theme } from '@cp/shared/ui';

/** A member's avatar, or the first character of the name on the brand colour when there is none. */
export function Avatar({ url, name, size = '22px' }: { url: string | null | undefined; name: string; size?: string }) {
  if (url) return <Image src={url} alt={name} $size={size} />;
  return (
    <Initial $size={size} aria-hidden="true">
      {name.slice(0, 1) || '会'}
    </Initial>
  );
}

const Image = styled.img<{ $size: string }>`
  width: ${(p) => p.$size};
  height: ${(p) => p.$size};
  border-radius: 50%;
  object-fit: cover;
  vertical-align: middle;
`;

const Initial = styled.span<{ $size: string }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${(p) => p.$size};
  height: ${(p) => p.$size};
  border-radius: 50%;
  background: ${theme.color.brand};
  color: #fff;
  font-size: calc(${(p) => p.$size} * 0.55);
  font-weight: 700;
  vertical-align: middle;
`;

import styled from 'styled-components';
import { Popup, theme } from '@cp/shared/ui';

interface MessageBoxProps {
  title: string;
  message: string;
  cancellable: boolean;
  onClose: (ok: boolean) => void;
}

/** The message box of the specification: a title (提示), the message, 确定 (and 取消 to confirm). */
export function MessageBox({ title, message, cancellable, onClose }: MessageBoxProps) {
  return (
    <Popup
      open
      title={title}
      width="380px"
      testId="message-box"
      onClose={() => onClose(false)}
      footer={
        <>
          {cancellable && (
            <Button type="button" onClick={() => onClose(false)}>
              取消
            </Button>
          )}
          <Button type="button" $primary onClick={() => onClose(true)} autoFocus>
            确定
          </Button>
        </>
      }
    >
      <Message>{message}</Message>
    </Popup>
  );
}

const Message = styled.p`
  margin: 8px 0;
  font-size: 15px;
  line-height: 1.7;
  text-align: center;
`;

const Button = styled.button<{ $primary?: boolean }>`
  min-width: 80px;
  height: 32px;
  padding: 0 16px;
  border: 1px solid ${(p) => (p.$primary ? theme.color.brand : theme.color.border)};
  border-radius: ${theme.radius};
  background: ${(p) => (p.$primary ? theme.color.brand : '#fff')};
  color: ${(p) => (p.$primary ? '#fff' : theme.color.text)};
  font-size: 14px;
  cursor: pointer;
  &:hover {
    opacity: 0.88;
  }
`;

import { Notice } from '@cp/shared/ui';
import { Button } from './styles';

/** A load that failed: its message and a retry. */
export function Failure({ message, retry }: { message: string; retry: () => void }) {
  return (
    <Notice
      tone="error"
      title={message}
      action={
        <Button type="button" onClick={retry}>
          重试
        </Button>
      }
    />
  );
}

import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { theme } from '@cp/shared/ui';
import { Button } from '../common/styles';

type CopyState = 'idle' | 'copied' | 'failed';

/**
 * 复制链接: puts the paper's address (?c=&p=) on the clipboard and says 已复制; shows it when
 * copying fails. Keyed by the address, so another paper starts afresh.
 */
export function ShareLink({ url }: { url: string }) {
  const [state, setState] = useState<CopyState>('idle');
  useEffect(() => {
    if (state !== 'copied') return;
    const timer = setTimeout(() => setState('idle'), 2000);
    return () => clearTimeout(timer);
  }, [state]);

  const handleCopy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setState('copied');
    } catch {
      setState('failed');
    }
  };

  return (
    <Wrapper>
      <Button type="button" onClick={() => void handleCopy()}>
        复制链接
      </Button>
      <span role="status">{state === 'copied' ? '已复制' : ''}</span>
      {state === 'failed' && (
        <Manual>
          复制失败，请手动复制：
          <input aria-label="图纸链接" readOnly value={url} onFocus={(e) => e.currentTarget.select()} />
        </Manual>
      )}
    </Wrapper>
  );
}

const Wrapper = styled.div`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 6px;
  min-width: 0;
  color: ${theme.color.green};
  font-size: 13px;
`;

const Manual = styled.label`
  display: flex;
  align-items: center;
  gap: 4px;
  min-width: 0;
  max-width: 100%;
  color: ${theme.color.textMuted};
  input {
    min-width: 0;
    flex: 1;
    font-size: 12px;
  }
`;

import styled from 'styled-components';
import type { PublicLottery } from '@cp/shared/api';
import { NoData, theme } from '@cp/shared/ui';
import { embedSnippet, toolboxUrl } from './embed';
import { useCopy } from './useCopy';

interface EmbedPreviewProps {
  origin: string;
  lotteries: PublicLottery[];
  width: number;
  /** Height of each widget's iframe, by code. */
  heightOf: (code: string) => number;
}

/** The live widgets at the chosen size, and their iframe code with a copy button (已复制 feedback). */
export function EmbedPreview({ origin, lotteries, width, heightOf }: EmbedPreviewProps) {
  const { copied, copy } = useCopy();
  if (lotteries.length === 0) return <NoData text="请先在上方选择彩种" />;
  const code = lotteries.map((l) => embedSnippet(origin, l.code, width, heightOf(l.code))).join('\n');
  return (
    <Wrapper>
      <CodeHead>
        <span>调用代码</span>
        <Copy type="button" onClick={() => void copy(code)} $done={copied} data-testid="copy-embed">
          {copied ? '已复制' : '复制代码'}
        </Copy>
      </CodeHead>
      <Code
        readOnly
        value={code}
        rows={Math.min(6, lotteries.length + 1)}
        data-testid="embed-code"
        onFocus={(e) => e.currentTarget.select()}
      />
      <PreviewHead>效果预览</PreviewHead>
      <Previews>
        {lotteries.map((l) => (
          <figure key={l.code}>
            <figcaption>
              {l.name} · {width}×{heightOf(l.code)}
            </figcaption>
            <Frame
              title={`${l.name}开奖调用预览`}
              src={toolboxUrl(origin, l.code)}
              width={width}
              height={heightOf(l.code)}
              data-testid="embed-preview"
            />
          </figure>
        ))}
      </Previews>
    </Wrapper>
  );
}

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: 10px;
`;

const CodeHead = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  font-weight: 600;
`;

const Copy = styled.button<{ $done: boolean }>`
  height: 30px;
  padding: 0 18px;
  border: 0;
  border-radius: ${theme.radius};
  background: ${(p) => (p.$done ? theme.color.green : theme.color.brand)};
  color: #fff;
  font-size: 13px;
  cursor: pointer;
`;

const Code = styled.textarea`
  width: 100%;
  padding: 8px 10px;
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius};
  background: #fafafa;
  color: #444;
  font: 12px/1.6 ${theme.font.mono};
  resize: vertical;
`;

const PreviewHead = styled.div`
  margin-top: 6px;
  font-weight: 600;
`;

const Previews = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 14px;
  figure {
    margin: 0;
  }
  figcaption {
    margin-bottom: 4px;
    color: ${theme.color.textMuted};
    font-size: 12px;
  }
`;

const Frame = styled.iframe`
  display: block;
  border: 1px dashed #ccc;
  background: #fff;
`;

import styled from 'styled-components';
import { theme } from '@cp/shared/ui';
import { pageWindow } from '../model/calendar';

interface Props {
  page: number;
  pages: number;
  total: number;
  onPage: (page: number) => void;
}

/** 上一页 · page numbers · 下一页, with the number of draws. */
export function Pager({ page, pages, total, onPage }: Props) {
  return (
    <Wrapper aria-label="分页" data-testid="history-pager">
      <span>共 {total} 期</span>
      <button type="button" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        上一页
      </button>
      {pageWindow(page, pages).map((p) => (
        <button key={p} type="button" aria-current={p === page ? 'page' : undefined} onClick={() => onPage(p)}>
          {p}
        </button>
      ))}
      <button type="button" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        下一页
      </button>
    </Wrapper>
  );
}

const Wrapper = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: 6px;
  padding: 12px 0;
  span {
    margin-right: 8px;
    color: ${theme.color.textMuted};
  }
  button {
    min-width: 2.2em;
    height: 2.2em;
    padding: 0 0.6em;
    border: 1px solid ${theme.color.border};
    border-radius: ${theme.radius};
    background: #fff;
    font-size: inherit;
    cursor: pointer;
  }
  button[aria-current='page'] {
    border-color: ${theme.color.brand};
    background: ${theme.color.brand};
    color: #fff;
  }
  button:disabled {
    color: #bbb;
    cursor: default;
  }
`;

import { Button, Pager } from './styles';

/** 上一页 · n / m · 下一页, shown only when there is more than one page. */
export function PageNav({ page, pages, goTo }: { page: number; pages: number; goTo: (page: number) => void }) {
  if (pages <= 1) return null;
  return (
    <Pager>
      <Button type="button" disabled={page <= 1} onClick={() => goTo(page - 1)}>
        上一页
      </Button>
      <span>
        {page} / {pages}
      </span>
      <Button type="button" disabled={page >= pages} onClick={() => goTo(page + 1)}>
        下一页
      </Button>
    </Pager>
  );
}

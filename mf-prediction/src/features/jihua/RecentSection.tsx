import { useState } from 'react';
import type { ReactNode } from 'react';
import type { JihuaRow, PlanKind } from '@cp/shared/domain';
import { Button, Muted, Panel, PanelTitle, Row } from '../common/styles';
import { HistorySection } from './HistorySection';

/**
 * 近期计划: the page's recent scored periods, and 查看更多 to page through the whole record.
 * Before the first scored period it says so plainly.
 */
export function RecentSection({
  kind,
  code,
  method,
  recent,
  title = '近期计划记录',
  table,
}: {
  kind: PlanKind;
  code: string;
  method: string;
  recent: JihuaRow[];
  title?: string;
  table: (rows: JihuaRow[]) => ReactNode;
}) {
  const [more, setMore] = useState(false);
  return (
    <Panel aria-label={title}>
      <Row>
        <PanelTitle>{title}</PanelTitle>
      </Row>
      {recent.length === 0 ? (
        <Muted>暂无已开奖的计划记录。计划在每期开奖后计分，首期开奖后这里会列出每期的 中 / 错。</Muted>
      ) : more ? (
        <>
          <HistorySection key={`${kind}:${code}:${method}`} kind={kind} code={code} method={method} table={table} />
          <Button type="button" onClick={() => setMore(false)}>
            收起
          </Button>
        </>
      ) : (
        <>
          {table(recent)}
          <Button type="button" onClick={() => setMore(true)}>
            查看更多
          </Button>
        </>
      )}
    </Panel>
  );
}

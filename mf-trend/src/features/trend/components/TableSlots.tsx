import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { whenIdle } from '../store/perf';
import { TrendTable, type TrendTableProps } from './TrendTable';

/** How many views' tables stay mounted (the one on screen and the last ones left). */
export const KEPT_VIEWS = 3;

/**
 * Which tables to keep, most recently shown last: `key` (the view on screen) joins or moves to the
 * end, and the oldest others leave once more than `max` are kept. Returns the new order.
 */
export function keepRecent(order: readonly string[], key: string, max = KEPT_VIEWS): string[] {
  const next = order.filter((k) => k !== key);
  next.push(key);
  return next.length > max ? next.slice(next.length - max) : next;
}

interface Props {
  /** The view (and tab) on screen, e.g. 'basic:basic'. */
  slotKey: string;
  /** Its table's props. */
  table: SlotTable;
}

/**
 * The table of the view on screen, with the tables of the last views left kept mounted but not
 * rendered (content-visibility: hidden keeps their style and layout): switching back to one of
 * them shows it again instead of building its thousands of cells anew. A hidden table keeps the
 * props it had when it was left (so live draws and toggles cost it nothing meanwhile) and catches
 * up, in place, when it is shown again. Tables stay in the order they were first shown, so showing
 * one never moves the others in the document; the oldest beyond KEPT_VIEWS leaves when idle.
 */
export function TableSlots({ slotKey, table }: Props) {
  const [kept, setKept] = useState<Kept>(() => ({ order: [slotKey], props: new Map([[slotKey, table]]) }));
  const stored = kept.props.get(slotKey);
  if (kept.order[kept.order.length - 1] !== slotKey || !stored || !sameProps(stored, table)) {
    // Derived from the props during render: React renders again at once with the new state.
    // A table let go stays (hidden, untouched) until the browser is idle: taking thousands of
    // cells out of the document is no work for the frame that shows another view.
    const order = keepRecent(kept.order, slotKey);
    const props = new Map(kept.props);
    props.set(slotKey, table);
    setKept({ order, props });
  }
  useEffect(() => {
    if (kept.props.size <= kept.order.length) return;
    let current = true;
    whenIdle(() => {
      if (current)
        setKept((k) => ({ order: k.order, props: new Map([...k.props].filter(([key]) => k.order.includes(key))) }));
    });
    return () => {
      current = false;
    };
  }, [kept]);
  return (
    <>
      {[...kept.props].map(([k, props]) => (
        <Slot key={k} className={k === slotKey ? undefined : 'hidden'} aria-hidden={k === slotKey ? undefined : true}>
          <TrendTable {...props} active={k === slotKey} />
        </Slot>
      ))}
    </>
  );
}

type SlotTable = Omit<TrendTableProps, 'active'>;

interface Kept {
  /** Keys kept, most recently shown last. */
  order: string[];
  /** Each kept table's props, in the order the tables were first shown (and, until idle, those let go). */
  props: Map<string, SlotTable>;
}

function sameProps(a: SlotTable, b: SlotTable): boolean {
  const keys = Object.keys(b) as (keyof SlotTable)[];
  return keys.length === Object.keys(a).length && keys.every((k) => a[k] === b[k]);
}

/* A hidden slot takes no room and is not rendered, but keeps what was laid out inside it. */
const Slot = styled.div`
  &.hidden {
    content-visibility: hidden;
    contain-intrinsic-size: 0 0;
  }
`;

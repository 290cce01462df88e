import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { whenIdle } from '../store/whenIdle';
import { afterPaint } from './afterPaint';
import { TrendTable, type TrendTableProps } from './TrendTable';

/** How many views' tables stay mounted once shown (the one on screen and the last ones left). */
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

type SlotTable = Omit<TrendTableProps, 'active'>;

/** Another view's table, to be built before it is first shown (null: not yet loaded, keep what is built). */
export interface SlotPrepared {
  key: string;
  table: SlotTable | null;
}

interface Props {
  /** The view (and tab) on screen, e.g. 'basic:basic'. */
  slotKey: string;
  /** Its table's props. */
  table: SlotTable;
  /** The other views' tables, built one at a time while the browser is idle; views not listed leave. */
  prepared?: readonly SlotPrepared[];
}

interface Kept {
  /** Keys shown, most recently shown last. */
  order: string[];
  /** Each mounted table's props, in the order the tables were first mounted. */
  props: Map<string, SlotTable>;
  /** The prepared table being laid out, out of sight, in this frame (then kept hidden). */
  warm: string | null;
}

const NONE: readonly SlotPrepared[] = [];

/**
 * The table of the view on screen, with other views' tables kept mounted but not rendered
 * (content-visibility: hidden keeps their style and layout): switching to one of them shows it
 * instead of building its thousands of cells. Two kinds are kept: the last views left (a hidden
 * table keeps the props it had when it was left, so live draws and toggles cost it nothing, and
 * catches up in place when shown again), and the other views' tables built ahead of their first
 * visit (`prepared`): while the browser is idle, one at a time, each is written and laid out in
 * a box of no height (nothing painted, nothing to hit), then hidden. Tables stay in the order they
 * were first mounted, so showing one never moves the others in the document; a table neither
 * recent nor prepared leaves when idle.
 */
export function TableSlots({ slotKey, table, prepared = NONE }: Props) {
  const [kept, setKept] = useState<Kept>(() => ({
    order: [slotKey],
    props: new Map([[slotKey, table]]),
    warm: null,
  }));
  if (kept.order[kept.order.length - 1] !== slotKey || !sameProps(kept.props.get(slotKey), table)) {
    // Derived from the props during render: React renders again at once with the new state.
    const props = new Map(kept.props);
    props.set(slotKey, table);
    setKept({ order: keepRecent(kept.order, slotKey), props, warm: kept.warm === slotKey ? null : kept.warm });
  }

  // A warm table has been laid out once it has been painted: from then on it is kept hidden.
  useEffect(() => {
    if (kept.warm === null) return;
    let current = true;
    afterPaint(() => {
      if (current) setKept((k) => (k.warm === null ? k : { ...k, warm: null }));
    });
    return () => {
      current = false;
    };
  }, [kept.warm]);

  // When idle: let go of the tables no longer wanted, or build (or bring up to date) the next
  // prepared one.
  useEffect(() => {
    if (kept.warm !== null) return;
    const wanted = new Set([...kept.order, ...prepared.map((p) => p.key)]);
    const next = prepared.find((p) => p.key !== slotKey && p.table && !sameProps(kept.props.get(p.key), p.table));
    const stale = [...kept.props.keys()].some((key) => !wanted.has(key));
    if (!next && !stale) return;
    let current = true;
    whenIdle(() => {
      if (!current) return;
      setKept((k) => {
        const props = new Map([...k.props].filter(([key]) => wanted.has(key)));
        if (next?.table) props.set(next.key, next.table);
        return { order: k.order, props, warm: next ? next.key : null };
      });
    });
    return () => {
      current = false;
    };
  }, [kept, prepared, slotKey]);

  return (
    <>
      {[...kept.props].map(([k, props]) => (
        <Slot
          key={k}
          className={k === slotKey ? undefined : k === kept.warm ? 'warm' : 'hidden'}
          aria-hidden={k === slotKey ? undefined : true}
        >
          <TrendTable {...props} active={k === slotKey} />
        </Slot>
      ))}
    </>
  );
}

/** Whether a mounted table's props (if any) are `b`'s, prop by prop. */
function sameProps(a: SlotTable | undefined, b: SlotTable): boolean {
  const keys = Object.keys(b) as (keyof SlotTable)[];
  return !!a && keys.length === Object.keys(a).length && keys.every((k) => a[k] === b[k]);
}

/*
 * A hidden slot takes no room and is not rendered, but keeps what was laid out inside it. A warm
 * one is laid out (at the width the table will have when shown) in a box of no height that clips
 * it: nothing of it is painted or hit. Neither changes an inherited property, so showing a table
 * restyles none of its cells.
 */
const Slot = styled.div`
  &.hidden {
    content-visibility: hidden;
    contain-intrinsic-size: 0 0;
  }
  &.warm {
    position: absolute;
    top: 0;
    left: 0;
    width: 100%;
    height: 0;
    overflow: hidden;
  }
`;

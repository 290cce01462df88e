import { TableComposer, type TrendTable, type TrendView, type ViewTab } from '../model';

/** The tab a view shows: the one last chosen in it (`chosen`: tab id by view id), or its first. */
export const tabOf = (view: TrendView, chosen: Readonly<Record<string, string>>): ViewTab =>
  view.tabs.find((t) => t.id === chosen[view.id]) ?? view.tabs[0];

/** A view's table that the page can build before the view is first shown. */
export interface PreparedTable {
  key: string;
  /** The tab's name, e.g. '大小走势'. */
  label: string;
  /** Null while its types are not loaded for the current window (or it has no rows). */
  table: TrendTable | null;
}

/** The key of a view's tab, e.g. 'basic:basic': one table on the page per key. */
export const tabKey = (view: TrendView, tab: ViewTab): string => `${view.id}:${tab.id}`;

/**
 * The tables of the page's tabs, composed from the loaded tables of their trend types. One
 * composer per tab, so that a tab's table keeps its composed rows between calls (React and the
 * row writer skip the rows that are the same objects).
 */
export class ComposedTables {
  private readonly composers = new Map<string, TableComposer>();

  /** The table of `tab`, once every type it needs is in `tables`; otherwise null. */
  of(tables: ReadonlyMap<string, TrendTable>, view: TrendView, tab: ViewTab): TrendTable | null {
    const parts = [];
    for (const s of tab.sources) {
      const table = tables.get(s.type);
      if (!table) return null;
      parts.push({ table, positions: s.positions, label: s.label });
    }
    const key = tabKey(view, tab);
    let composer = this.composers.get(key);
    if (!composer) this.composers.set(key, (composer = new TableComposer()));
    return composer.compose(parts);
  }

  /** The tables of the views other than `current`, each in the tab it shows (null until composable). */
  others(
    tables: ReadonlyMap<string, TrendTable>,
    views: readonly TrendView[],
    current: TrendView | undefined,
    chosen: Readonly<Record<string, string>>,
  ): PreparedTable[] {
    const list: PreparedTable[] = [];
    for (const view of views) {
      if (view === current) continue;
      const tab = tabOf(view, chosen);
      const table = this.of(tables, view, tab);
      list.push({ key: tabKey(view, tab), label: tab.label, table: table?.rows.length ? table : null });
    }
    return list;
  }
}

/** A lottery as the chooser needs it. */
export interface ChooserLottery {
  code: string;
  name: string;
  sort: number;
}

/** A series group as the chooser needs it (the store's lotteryTypeItems fit this shape). */
export interface ChooserGroup<T extends ChooserLottery = ChooserLottery> {
  series: string;
  sort: number;
  list: readonly T[];
}

/** A group ready to show: the specification's label (series + ' 系列') and everything in sort order. */
export interface ShownGroup<T extends ChooserLottery = ChooserLottery> {
  series: string;
  label: string;
  list: T[];
}

/**
 * The specification's lottery-list rule: groups by series, ordered by each series' sort value,
 * lotteries inside a group by their own sort, group label = series name + ' 系列'. Sorting here
 * too keeps the rule true whatever order a response arrives in.
 */
export function chooserGroups<T extends ChooserLottery>(groups: readonly ChooserGroup<T>[]): ShownGroup<T>[] {
  return [...groups]
    .sort((a, b) => a.sort - b.sort)
    .filter((g) => g.list.length > 0)
    .map((g) => ({ series: g.series, label: `${g.series} 系列`, list: [...g.list].sort((a, b) => a.sort - b.sort) }));
}

/** Where a lottery of the chooser links: basePath/code, then the page inside it when there is one. */
export function chooserHref(basePath: string, code: string, subPath?: string): string {
  const base = `${basePath.replace(/\/+$/, '')}/${encodeURIComponent(code)}`;
  return subPath ? `${base}/${subPath.replace(/^\/+/, '')}` : base;
}

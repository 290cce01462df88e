import { NoData } from '@cp/shared/ui';

/**
 * The member's guess record (我的竞猜). The guess centre is not open yet, so the member has no
 * guesses: an honest empty state, never made-up rows.
 */
export function GuessRecord() {
  return <NoData text="暂无竞猜记录">竞猜中心开放后，您的竞猜记录会显示在这里</NoData>;
}

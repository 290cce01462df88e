import type { LotteryDef } from './types';

/**
 * Where a local lottery (category `local`, 地方彩) is run: the province-level division whose
 * welfare-lottery centre issues it, and the city it draws in. `code` is that division's code
 * of the national administrative division codes (GB/T 2260: 安徽省 340000, 上海市 310000).
 */
export interface LotteryPlace {
  code: string;
  province: string;
  city: string;
}

/** The places of the catalogue's local lotteries, by lottery code. */
export const LOCAL_PLACES: Readonly<Record<string, LotteryPlace>> = {
  ahk3: { code: '340000', province: '安徽省', city: '合肥市' },
  gxk3: { code: '450000', province: '广西壮族自治区', city: '南宁市' },
  shssc: { code: '310000', province: '上海市', city: '上海市' },
};

/** One place with the local lotteries run there (GET /v1/public/param/cp_place_code). */
export interface PlaceGroup extends LotteryPlace {
  lotteries: string[];
}

/**
 * The places of the local lotteries among `lotteries`, each with its lotteries in catalogue
 * order, ordered by place code. A local lottery without a place is a gap in LOCAL_PLACES, which
 * the catalogue's tests refuse; it is left out here rather than given a made-up place.
 */
export function localPlaces(lotteries: readonly LotteryDef[]): PlaceGroup[] {
  const byCode = new Map<string, PlaceGroup>();
  for (const l of lotteries) {
    const place = l.category === 'local' ? LOCAL_PLACES[l.code] : undefined;
    if (!place) continue;
    const group = byCode.get(place.code) ?? { ...place, lotteries: [] };
    group.lotteries.push(l.code);
    byCode.set(place.code, group);
  }
  return [...byCode.values()].sort((a, b) => a.code.localeCompare(b.code));
}

/** The guess centre's five pages (specification: /lotterybet/lotteryhome children). */
export type GuessTabKey = 'rank' | 'mylotterybet' | 'mysubscription' | 'newlotterybet' | 'userInfo';

/** Path of a guess page: `${prefix}/lotteryhome/{code}/{tab}` (and `/{id}` for a user's info). */
export function guessPath(prefix: string, code: string | undefined, tab: GuessTabKey, id?: string): string {
  const parts = [prefix, 'lotteryhome', code, tab, tab === 'userInfo' ? id : undefined].filter(Boolean);
  return parts.map((p) => encodeURI(p as string)).join('/');
}

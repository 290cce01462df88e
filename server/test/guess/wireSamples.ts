import type { MemberSample, SampleContext } from '../members/wireSamples';

/** Samples of every guess-centre route, successes and refusals (wire-schemas.test.ts runs them at / and /api). */
export function guessSamples(): Record<string, MemberSample[]> {
  const member = (url: MemberSample['url'], more: Partial<MemberSample> = {}): MemberSample => ({
    url,
    auth: 'member',
    ...more,
  });
  const guest = (url: MemberSample['url'], more: Partial<MemberSample> = {}): MemberSample => ({
    url,
    auth: 'none',
    ...more,
  });
  const samples: Record<string, MemberSample[]> = {};
  for (const base of ['/v1/cp168/apis', '/v1/cp168/wap']) {
    Object.assign(samples, {
      [`POST ${base}/predictions`]: [
        member(`${base}/predictions`, {
          method: 'POST',
          // the same key at / and /api: the second answer is the first one, unchanged
          headers: { 'idempotency-key': base.endsWith('wap') ? 'wire-sample-wap' : 'wire-sample-apis' },
          body: async (c: SampleContext) => ({
            lotteryCode: 'jspk10',
            period: await c.openPeriod('jspk10'),
            selections: [{ position: base.endsWith('wap') ? 'hm2' : 'hm1', play: 'daxiao', pick: '大' }],
          }),
          status: 200,
        }),
        member(`${base}/predictions`, {
          method: 'POST',
          body: { lotteryCode: 'jspk10', period: '1', selections: [{ position: 'hm1', play: 'daxiao', pick: '大' }] },
          status: 400,
        }),
      ],
      [`GET ${base}/checkPrediction`]: [
        member(`${base}/checkPrediction?lotteryCode=jspk10`, { status: 200 }),
        member(`${base}/checkPrediction?lotteryCode=hk6`, { status: 400 }),
      ],
      [`GET ${base}/rankingWins`]: [
        guest(`${base}/rankingWins?lotteryCode=jspk10`, { status: 200 }),
        member(`${base}/rankingWins`, { status: 200 }),
        guest(`${base}/rankingWins?week=2026-11-24`, { status: 400 }),
      ],
      [`GET ${base}/rankingProfits`]: [
        guest(`${base}/rankingProfits`, { status: 200 }),
        guest(`${base}/rankingProfits?lotteryCode=nope`, { status: 404 }),
      ],
      [`GET ${base}/predictionStats/{id}`]: [
        guest((c: SampleContext) => `${base}/predictionStats/${c.memberId()}`, { status: 200 }),
        guest(`${base}/predictionStats/99999999`, { status: 404 }),
      ],
      [`GET ${base}/predictionsHistories/{id}`]: [
        member((c: SampleContext) => `${base}/predictionsHistories/${c.memberId()}?size=5`, { status: 200 }),
        guest(`${base}/predictionsHistories/99999999`, { status: 404 }),
      ],
      [`GET ${base}/latestPredictions`]: [
        member(`${base}/latestPredictions?size=5`, { status: 200 }),
        guest(`${base}/latestPredictions?lotteryCode=nope`, { status: 404 }),
      ],
      [`GET ${base}/subscribedUsers`]: [
        member(`${base}/subscribedUsers`, { status: 200 }),
        guest(`${base}/subscribedUsers`, { status: 401 }),
      ],
      [`POST ${base}/subscribedUsers`]: [
        member(`${base}/subscribedUsers`, {
          method: 'POST',
          body: async (c: SampleContext) => ({ userID: await c.otherMember() }),
          status: 200,
        }),
        member(`${base}/subscribedUsers`, {
          method: 'POST',
          body: (c: SampleContext) => ({ userID: c.memberId() }),
          status: 400,
        }),
      ],
      [`DELETE ${base}/subscribedUsers/{id}`]: [
        member(async (c: SampleContext) => `${base}/subscribedUsers/${await c.otherMember()}`, {
          method: 'DELETE',
          status: 200,
        }),
        member(`${base}/subscribedUsers/99999999`, { method: 'DELETE', status: 404 }),
      ],
    });
  }
  const APIS = '/v1/cp168/apis';
  Object.assign(samples, {
    [`GET ${APIS}/me/predictions`]: [
      member(`${APIS}/me/predictions?status=open`, { status: 200 }),
      member(`${APIS}/me/predictions?from=2026-13-01`, { status: 400 }),
    ],
    [`GET ${APIS}/me/predictionReport`]: [
      member(`${APIS}/me/predictionReport`, { status: 200 }),
      member(`${APIS}/me/predictionReport?week=2026-11-24`, { status: 400 }),
    ],
  });
  return samples;
}

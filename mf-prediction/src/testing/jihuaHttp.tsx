import type { ComponentType } from 'react';
import { ApiError } from '@cp/shared/api';
import type { PlanKind } from '@cp/shared/domain';
import type { RemoteRouteProps } from '@cp/shared/mf';
import type { StoreEnv } from '@cp/shared/stores';
import { createFakeApi, FakeHttp, LOTTERY_FIXTURES, renderRemote } from '@cp/shared/testing';
import type { FakeApi } from '@cp/shared/testing';
import { JihuaApiProvider, jihuaApi } from '../api';
import { JihuaData } from './jihuaData';

const JIHUA = '/v1/cp168/apis/jihua';
const KINDS: readonly string[] = ['lmTj', 'expert', 'buyplan', 'shJh'];

/**
 * The fixture lotteries' predictions: 120 scored periods each (seeded), up to 20261121-0457.
 * jspk10's seed puts a 失败 (ten misses running) of the 2码计划 among its 30 recent rows.
 */
export function fixtureData(periods = 120): Record<string, JihuaData> {
  return {
    jspk10: new JihuaData({ group: 'pk10', code: 'jspk10', name: '极速赛车', periods, seed: 4 }),
    xyft: new JihuaData({ group: 'pk10', code: 'xyft', name: '幸运飞艇', periods, seed: 2 }),
    jsssc: new JihuaData({ group: 'ssc', code: 'jsssc', name: '极速时时彩', periods, seed: 3 }),
    hk6: new JihuaData({ group: 'hk6', code: 'hk6', name: '香港六合彩', periods, seed: 1 }),
  };
}

/**
 * A FakeHttp answering the prediction endpoints from `data` as the server does: an unknown
 * lottery is a 404, an unknown kind or method a 400, with the server's Chinese messages.
 * `first` adds routes that answer before these.
 */
export function jihuaHttp(
  data: Record<string, JihuaData> = fixtureData(),
  first: (http: FakeHttp) => FakeHttp = (http) => http,
): FakeHttp {
  const find = (vars: Record<string, string>) => {
    const d = data[vars.code];
    if (!d) throw new ApiError('api', 'NOT_FOUND', `未知彩种：${vars.code}`, 404);
    if (!KINDS.includes(vars.kind)) throw new ApiError('api', 'BAD_REQUEST', `未知的计划类型：${vars.kind}`, 400);
    return { d, kind: vars.kind as PlanKind };
  };
  const guard = <T,>(fn: () => T): T => {
    try {
      return fn();
    } catch (e) {
      if (e instanceof RangeError) throw new ApiError('api', 'BAD_REQUEST', e.message, 400);
      throw e;
    }
  };
  return first(new FakeHttp())
    .on('get', `${JIHUA}/:kind/:code`, ({ vars, params }) => {
      const { d, kind } = find(vars);
      return guard(() => d.page(kind, params.method as string | undefined));
    })
    .on('get', `${JIHUA}/:kind/:code/history`, ({ vars, params }) => {
      const { d, kind } = find(vars);
      const method = (params.method as string | undefined) ?? d.methods(kind)[0].id;
      return guard(() => d.history(kind, method, Number(params.page ?? 1), Number(params.size ?? 20)));
    })
    .on('get', `${JIHUA}/:kind/:code/record`, ({ vars, params }) => {
      const { d, kind } = find(vars);
      const method = (params.method as string | undefined) ?? d.methods(kind)[0].id;
      return guard(() => d.record(kind, method, Number(params.window ?? 30)));
    });
}

/** renderRemote over the fixture lotteries, with the prediction endpoints answered by `http`. */
export function renderPrediction(
  Tree: ComponentType<RemoteRouteProps>,
  prefix: string,
  path: string,
  http: FakeHttp = jihuaHttp(),
  options: { api?: FakeApi; env?: Partial<StoreEnv> } = {},
) {
  function WithApi(props: RemoteRouteProps) {
    return (
      <JihuaApiProvider api={jihuaApi(http)}>
        <Tree {...props} />
      </JihuaApiProvider>
    );
  }
  const api = options.api ?? createFakeApi(LOTTERY_FIXTURES).api;
  return { http, ...renderRemote(WithApi, prefix, path, api, options.env) };
}

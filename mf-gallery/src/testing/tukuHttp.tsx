import type { ComponentType } from 'react';
import { ApiError } from '@cp/shared/api';
import { formatBeijingDate } from '@cp/shared/domain';
import type { GalleryType, TukuImagePage } from '@cp/shared/domain';
import type { RemoteRouteProps } from '@cp/shared/mf';
import { FakeHttp, renderRemote } from '@cp/shared/testing';
import { TukuApiProvider, tukuApi } from '../api';
import { fixtureSeries, groupsOf } from './tukuData';

export const TUKU = '/v1/cp168/wap/tukus';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A FakeHttp answering the picture libraries' endpoints from the fixtures as the server does:
 * papers newest first, `current` the asked period (else the newest in the range), the older and
 * newer periods of the category around it; an unknown category is a 404 and bad parameters a
 * 400, with the server's Chinese messages. `first` adds routes that answer before these.
 */
export function tukuHttp(first: (http: FakeHttp) => FakeHttp = (http) => http, data = fixtureSeries()): FakeHttp {
  return first(new FakeHttp())
    .on('get', `${TUKU}/categoriesByPinyin`, ({ params }) => {
      if (params.cpType !== 'liuHe' && params.cpType !== 'pk10')
        throw new ApiError('api', 'BAD_REQUEST', '图库类型无效', 400);
      return groupsOf(data, params.cpType as GalleryType);
    })
    .on('get', `${TUKU}/images`, ({ params }): TukuImagePage => {
      const found = data.find((s) => s.category.id === params.categoryId);
      if (!found) throw new ApiError('api', 'NOT_FOUND', '图纸分类不存在', 404);
      const from = params.from as string | undefined;
      const to = params.to as string | undefined;
      const page = Number(params.page ?? 1);
      const size = Number(params.size ?? 20);
      if ((from && !DATE.test(from)) || (to && !DATE.test(to)) || !(page >= 1) || !(size >= 1 && size <= 60))
        throw new ApiError('api', 'BAD_REQUEST', '参数错误', 400);
      const all = [...found.papers].reverse(); // newest first
      const inRange = all.filter((p) => {
        const day = formatBeijingDate(p.drawTime);
        return (!from || day >= from) && (!to || day <= to);
      });
      const current = all.find((p) => p.period === params.period) ?? inRange[0] ?? null;
      const at = current ? all.indexOf(current) : -1;
      return {
        category: found.category,
        list: inRange.slice((page - 1) * size, page * size),
        total: inRange.length,
        page,
        size,
        current,
        previousPeriod: at >= 0 && at + 1 < all.length ? all[at + 1].period : null,
        nextPeriod: at > 0 ? all[at - 1].period : null,
      };
    });
}

/** renderRemote with the libraries' endpoints answered by `http`. */
export function renderGallery(
  Tree: ComponentType<RemoteRouteProps>,
  prefix: string,
  path: string,
  http: FakeHttp = tukuHttp(),
) {
  function WithApi(props: RemoteRouteProps) {
    return (
      <TukuApiProvider api={tukuApi(http)}>
        <Tree {...props} />
      </TukuApiProvider>
    );
  }
  return { http, ...renderRemote(WithApi, prefix, path) };
}

import { PLAN_KIND_LABELS } from '@cp/shared/domain';
import type { PlanKind } from '@cp/shared/domain';
import { AppError } from '../../lib/errors';

/** Refusals of the prediction routes: a machine code and a Chinese message (API.md "Predictions"). */
export const predictionErrors = {
  noKind: (name: string, kind: PlanKind) =>
    new AppError(404, 'NO_SUCH_PLAN', `${name}没有${PLAN_KIND_LABELS[kind]}`, { kind }),
  unknownMethod: (kind: PlanKind, method: string) =>
    new AppError(
      400,
      'UNKNOWN_METHOD',
      `${PLAN_KIND_LABELS[kind]}没有方法“${method.slice(0, 20)}”：${kind === 'buyplan' ? 'buy5、buy3、buy2' : 'hot、cold、balanced、follow、random'}`,
    ),
};

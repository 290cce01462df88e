import type { PaperModel } from '@cp/shared/domain';
import { paper } from './builder';
import { hk6PredictBody, hk6ResultBody, hotColdBody, zodiacTableBody } from './hk6';
import { pk10PredictBody, pk10ResultBody, pk10StripBody } from './pk10';

export { PAPER_HEIGHT, PAPER_WIDTH } from './builder';

const FOOTER = '开奖结果为随机产生，任何预测均不能提高中奖概率，仅供参考。';

/** The SVG of a paper: its category's name as the masthead, the period under it. */
export function renderPaper(model: PaperModel, title: string, period: string): string {
  const body = (() => {
    switch (model.kind) {
      case 'zodiacTable':
        return zodiacTableBody(model);
      case 'hk6Result':
        return hk6ResultBody(model);
      case 'hotCold':
        return hotColdBody(model);
      case 'hk6Predict':
        return hk6PredictBody(model);
      case 'pk10Result':
        return pk10ResultBody(model);
      case 'pk10Strip':
        return pk10StripBody(model);
      case 'pk10Predict':
        return pk10PredictBody(model);
    }
  })();
  return paper(title, `第 ${period} 期`, body, FOOTER);
}

export * from './hk6';
export * from './pk10';

import type { HotColdModel, Hk6PredictModel, Hk6ResultModel, ZodiacTableModel } from './hk6';
import type { Pk10PredictModel, Pk10ResultModel, Pk10StripModel } from './pk10';

/** The content of any generated paper (what the server stores with its SVG). */
export type PaperModel =
  | ZodiacTableModel
  | Hk6ResultModel
  | HotColdModel
  | Hk6PredictModel
  | Pk10ResultModel
  | Pk10StripModel
  | Pk10PredictModel;

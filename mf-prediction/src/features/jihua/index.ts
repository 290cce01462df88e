/** The prediction pages' page store and the parts every kind shows. */
export { PredictionStore } from './PredictionStore';
export type { PredictionTarget } from './PredictionStore';
export { HistoryStore, HISTORY_SIZE } from './HistoryStore';
export { RecordStore, RECORD_WINDOWS } from './RecordStore';
export type { RecordWindow } from './RecordStore';
export {
  PREDICTION_STORE_KEY,
  PredictionStoreProvider,
  usePredictionPage,
  usePredictionStore,
} from './PredictionContext';
export { PredictionBody } from './PredictionBody';
export { MethodTabs } from './MethodTabs';
export { NextPeriod } from './NextPeriod';
export { SummaryTable } from './SummaryTable';
export { ItemsTable } from './ItemsTable';
export { RowsTable } from './RowsTable';
export { RecentSection } from './RecentSection';
export { HistorySection } from './HistorySection';

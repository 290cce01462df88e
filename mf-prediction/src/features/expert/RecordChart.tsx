import { useMemo } from 'react';
import { EChart } from '@cp/shared/charts';
import type { JihuaRecord } from '@cp/shared/domain';
import { recordChartOption } from './recordChartOption';

/** The rolling-rate chart (loaded lazily, with ECharts, only on the expert detail page). */
export default function RecordChart({ record, height }: { record: JihuaRecord; height: number }) {
  const option = useMemo(() => recordChartOption(record), [record]);
  return (
    <EChart
      option={option}
      height={height}
      // SVG: a few hundred points draw as fast, and it renders where there is no canvas.
      renderer="svg"
      label={`${record.method.name} 近${record.window}期滚动命中率与纯随机命中率`}
      data-testid="record-chart"
    />
  );
}

import { useEffect, useRef } from 'react';
import type { CSSProperties } from 'react';
import type { EChartsCoreOption, EChartsType } from 'echarts/core';
import { echarts } from './echarts';
import { followSize } from './followSize';

export interface EChartProps {
  /** The full option; a new object replaces the previous one (build it with a pure function). */
  option: EChartsCoreOption;
  /** CSS height of the chart (the width follows the container). */
  height?: number | string;
  /** 'canvas' in browsers; 'svg' where there is no canvas (jsdom tests, print). */
  renderer?: 'canvas' | 'svg';
  /** Accessible name of the chart (role="img"). */
  label: string;
  className?: string;
  style?: CSSProperties;
  'data-testid'?: string;
}

/**
 * The site's only way to draw an ECharts chart: creates the instance on mount, replaces the
 * option when it changes, follows the container's size (a task after the frame that changed it:
 * followSize), and disposes on unmount. Import it from `@cp/shared/charts` (never from the ui
 * barrel: charts must not load on pages without them).
 */
export function EChart({
  option,
  height = 240,
  renderer = 'canvas',
  label,
  className,
  style,
  'data-testid': testId,
}: EChartProps) {
  const ref = useRef<HTMLDivElement>(null);
  const chart = useRef<EChartsType | null>(null);

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const instance = echarts.init(el, undefined, { renderer });
    chart.current = instance;
    const stop = followSize(el, instance);
    return () => {
      stop();
      instance.dispose();
      chart.current = null;
    };
  }, [renderer]);

  useEffect(() => {
    chart.current?.setOption(option, { notMerge: true, lazyUpdate: true });
  }, [option, renderer]);

  return (
    <div
      ref={ref}
      role="img"
      aria-label={label}
      className={className}
      data-testid={testId}
      style={{ width: '100%', height, ...style }}
    />
  );
}

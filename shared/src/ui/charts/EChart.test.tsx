import { act, render } from '@testing-library/react';
import { EChart } from './EChart';

// echarts/core ships as ES modules, which this jest setup does not transform: run the same
// library from its CommonJS bundle (all charts registered), and make `use()` a no-op.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- jest.mock factories must require
jest.mock('echarts/core', () => require('echarts/dist/echarts.js'));
jest.mock('echarts/charts', () => ({ BarChart: [], LineChart: [], PieChart: [] }));
jest.mock('echarts/components', () => ({
  DatasetComponent: [],
  GridComponent: [],
  LegendComponent: [],
  MarkLineComponent: [],
  TitleComponent: [],
  TooltipComponent: [],
}));
jest.mock('echarts/renderers', () => ({ CanvasRenderer: [], SVGRenderer: [] }));

const option = (values: number[]) => ({
  animation: false,
  xAxis: { type: 'category', data: values.map((_, i) => `k${i}`) },
  yAxis: { type: 'value' },
  series: [{ name: '出现次数', type: 'bar', data: values }],
});

describe('EChart', () => {
  it('draws the option (SVG renderer, as jsdom has no canvas) and replaces it when it changes', () => {
    const { container, rerender } = render(
      <EChart option={option([3, 5])} renderer="svg" label="出现次数" height={200} />,
    );
    const host = container.firstElementChild as HTMLElement;
    expect(host.getAttribute('role')).toBe('img');
    expect(host.getAttribute('aria-label')).toBe('出现次数');
    expect(host.style.height).toBe('200px');
    act(() => rerender(<EChart option={option([3, 5, 8])} renderer="svg" label="出现次数" height={200} />));
    return new Promise<void>((resolve) =>
      setTimeout(() => {
        expect(container.querySelector('svg')).not.toBeNull();
        expect(container.textContent).toContain('k2');
        resolve();
      }, 50),
    );
  });

  it('disposes the chart on unmount', () => {
    const { container, unmount } = render(<EChart option={option([1])} renderer="svg" label="图" />);
    const host = container.firstElementChild as HTMLElement;
    unmount();
    expect(host.querySelector('svg')).toBeNull();
  });
});

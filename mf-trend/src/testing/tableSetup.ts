import type { TrendToggles } from '../features/trend/model';

/** The page's default toggles (遗漏, 折线, 分隔线 on; 遗漏分层 off). */
export const DEFAULT_TOGGLES: TrendToggles = {
  presentMissing: true,
  presentLine: true,
  presentLineMissingLayer: false,
  presentLineDivided: true,
};

/**
 * jsdom has no canvas: with this, the overlays are measured and their drawing skipped (drawing
 * is covered by the painter's own tests and the browser specs). Call at the top of a test file.
 */
export function withoutCanvas(): void {
  beforeAll(() => {
    HTMLCanvasElement.prototype.getContext = (() => null) as never;
  });
}

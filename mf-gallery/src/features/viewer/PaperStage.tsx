import { useRef } from 'react';
import { observer } from 'mobx-react-lite';
import styled from 'styled-components';
import { PAPER_VIEW_HEIGHT } from '@cp/shared/domain';
import type { TukuImage } from '@cp/shared/domain';
import { theme } from '@cp/shared/ui';
import { paperAlt } from './format';
import type { PeriodStep } from './PaperStore';
import { usePaperGestures } from './usePaperGestures';
import type { ZoomStore } from './ZoomStore';

/**
 * The paper itself, zoomable and draggable: 932 px high on a desktop; on a phone the full width
 * with the paper's own proportions. The <img> carries the paper's size, so nothing shifts.
 */
export const PaperStage = observer(function PaperStage({
  paper,
  categoryName,
  zoom,
  compact,
  onStep,
}: {
  paper: TukuImage;
  categoryName: string;
  zoom: ZoomStore;
  compact: boolean;
  onStep: (step: PeriodStep) => void;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const handlers = usePaperGestures(ref, zoom, onStep);
  return (
    <Stage
      ref={ref}
      data-testid="paper-stage"
      data-scale={zoom.scale}
      $zoomed={zoom.zoomed}
      style={
        compact ? { aspectRatio: `${paper.width} / ${paper.height}` } : { height: PAPER_VIEW_HEIGHT, maxWidth: '100%' }
      }
      {...handlers}
    >
      <Layer style={{ transform: zoom.transform }}>
        <Paper
          src={paper.url}
          alt={paperAlt(categoryName, paper.period)}
          width={paper.width}
          height={paper.height}
          draggable={false}
          decoding="async"
        />
      </Layer>
    </Stage>
  );
});

const Stage = styled.div<{ $zoomed: boolean }>`
  position: relative;
  width: 100%;
  overflow: hidden;
  background: ${theme.color.bg};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius};
  user-select: none;
  /* Unzoomed, the page still scrolls up and down over the paper; zoomed, every move pans it. */
  touch-action: ${(p) => (p.$zoomed ? 'none' : 'pan-y')};
  cursor: ${(p) => (p.$zoomed ? 'grab' : 'zoom-in')};
`;

const Layer = styled.div`
  width: 100%;
  height: 100%;
  transform-origin: 0 0;
  will-change: transform;
`;

const Paper = styled.img`
  display: block;
  width: 100%;
  height: 100%;
  object-fit: contain;
  pointer-events: none;
`;

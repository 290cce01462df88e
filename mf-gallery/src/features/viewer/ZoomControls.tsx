import { observer } from 'mobx-react-lite';
import styled from 'styled-components';
import { theme } from '@cp/shared/ui';
import { Button } from '../common/styles';
import type { ZoomStore } from './ZoomStore';

/** 放大 / 缩小 / 还原 and the current zoom. */
export const ZoomControls = observer(function ZoomControls({ zoom }: { zoom: ZoomStore }) {
  return (
    <Group role="group" aria-label="缩放">
      <Button type="button" onClick={zoom.zoomIn} disabled={!zoom.canZoomIn}>
        放大
      </Button>
      <Button type="button" onClick={zoom.zoomOut} disabled={!zoom.canZoomOut}>
        缩小
      </Button>
      <Button type="button" onClick={zoom.reset} disabled={!zoom.zoomed}>
        还原
      </Button>
      <Scale aria-label="缩放比例" data-testid="zoom-percent">
        {zoom.percent}
      </Scale>
    </Group>
  );
});

const Group = styled.div`
  display: inline-flex;
  align-items: center;
  gap: 6px;
`;

const Scale = styled.output`
  min-width: 44px;
  color: ${theme.color.textMuted};
  font-size: 13px;
  text-align: right;
`;

import { css } from 'styled-components';
import { rem } from '@cp/shared/ui';
import { DRAW_PADDING, MIN_KEY_WIDTH } from '../model';

/**
 * The trend table's sizes (TableFrame): px on desktop, rem on phones (the shell sets 1rem =
 * viewport width / 10). Rows are 24 px tall plus a 1-px border; a key cell is at least a ball
 * wide; the period and draw columns take the widths the table sets as CSS variables.
 */
export const sizes = (mobile: boolean) => {
  const u = (px: number) => (mobile ? rem(px) : `${px}px`);
  return css`
    font-size: ${u(12)};
    .r > *,
    .sg > * {
      width: ${u(MIN_KEY_WIDTH)};
      height: ${u(24)};
      line-height: ${u(24)};
    }
    /* A segment box: as tall as its cells with their bottom border (its width is inline). */
    .r > .sg {
      height: calc(${u(24)} + 1px);
    }
    .tf > .r:first-child > .sg {
      height: calc(${u(24)} + 3px);
    }
    /* Body rows carry no widths of their own: the period and draw columns take the table's. */
    .r > .pd {
      width: var(--pd-width);
    }
    .r > .dr {
      width: var(--dr-width);
    }
    /* A chunk off screen keeps its exact height (rows of 24 + 1 px), so the lines stay aligned. */
    .tb > .cv {
      contain-intrinsic-block-size: auto calc(var(--n) * (${u(24)} + 1px));
    }
    .th .top {
      line-height: calc(${u(48)} + 1px);
    }
    .hb {
      font-size: ${u(11)};
    }
    .hb > .rp {
      width: ${u(18)};
      height: ${u(18)};
      line-height: ${u(18)};
    }
    .c {
      min-width: ${u(18)};
      height: ${u(18)};
      line-height: ${u(18)};
      padding: 0 ${u(2)};
    }
    .dr,
    .dr-h {
      padding: 0 ${u(DRAW_PADDING)};
    }
  `;
};

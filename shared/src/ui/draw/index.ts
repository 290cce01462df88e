export { DrawBalls } from './DrawBalls';
export type { DrawBallsProps, DrawLike } from './DrawBalls';
export { DrawSummary } from './DrawSummary';
export type { DrawSummaryProps } from './DrawSummary';
export { drawSummary, chipTone } from './drawSummary';
export type { ChipTone, SummaryChip, SummaryGroup } from './drawSummary';
export { LatestDraw } from './LatestDraw';
export { drawClock } from './drawClock';

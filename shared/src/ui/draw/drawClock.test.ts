import { drawClock } from './drawClock';

describe('drawClock', () => {
  it('shows a draw time as MM-DD HH:mm in Beijing time, whatever offset it is written in', () => {
    expect(drawClock('2026-11-21T09:31:15.000+08:00')).toBe('11-21 09:31');
    expect(drawClock('2026-12-31T16:05:00.000Z')).toBe('01-01 00:05');
  });

  it('shows nothing for an unreadable time', () => {
    expect(drawClock('')).toBe('');
    expect(drawClock('soon')).toBe('');
  });
});

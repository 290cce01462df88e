import { RACE_MS, finishTime, rankOfCar, trackShare } from './raceModel';

describe('PK10 race', () => {
  const balls = [3, 8, 1, 10, 5, 2, 9, 4, 7, 6];
  const ranks = rankOfCar(balls);

  it('ranks each car by its place in the draw', () => {
    expect(ranks.get(3)).toBe(0);
    expect(ranks.get(6)).toBe(9);
  });

  it('cars cross the line in the draw order', () => {
    const crossing = balls.map((car) => {
      for (let t = 0; t <= RACE_MS + 1000; t += 5) if (trackShare(ranks.get(car) ?? 0, t, car) >= 1) return t;
      return Infinity;
    });
    expect([...crossing].sort((a, b) => a - b)).toEqual(crossing);
    expect(new Set(crossing).size).toBe(10);
    expect(crossing[9]).toBeLessThanOrEqual(RACE_MS);
  });

  it('never drives backwards and starts from the line', () => {
    for (let rank = 0; rank < 10; rank++) {
      expect(trackShare(rank, 0, 1)).toBe(0);
      let previous = 0;
      for (let t = 0; t <= RACE_MS + 2000; t += 10) {
        const share = trackShare(rank, t, rank * 1.7);
        expect(share).toBeGreaterThanOrEqual(previous - 1e-9);
        previous = share;
      }
      expect(previous).toBeLessThanOrEqual(1.05);
    }
  });

  it('finishes in order of rank', () => {
    expect(finishTime(0)).toBeLessThan(finishTime(1));
    expect(finishTime(9)).toBeLessThanOrEqual(RACE_MS);
  });
});

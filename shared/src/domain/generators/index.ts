export * from './generateBalls';
export * from './seeded';

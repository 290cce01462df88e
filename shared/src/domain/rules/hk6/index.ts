export * from './lunar';
export * from './zodiac';
export * from './element';
export * from './waveColor';

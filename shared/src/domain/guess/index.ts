/**
 * Guess centre (竞猜中心, issue 16): plays and odds of PK10 and 时时彩, validation of selections,
 * settlement, the betting window, weekly rankings and members' records. README.md in this
 * folder states every rule and choice.
 */
export * from './constants';
export * from './plays';
export * from './validate';
export * from './settle';
export * from './ranking';
export * from './record';
export * from './wire';

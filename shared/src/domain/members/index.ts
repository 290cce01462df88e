/** Members: the rules of the account fields, the points ledger's kinds and Beijing keys (issue 15). */
export * from './fields';
export * from './points';

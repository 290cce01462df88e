/** The public face of the member-centre feature. */
export { CENTRE_SECTIONS } from './centreSections';
export { GuessRecord } from './GuessRecord';
export { MemberCentre } from './MemberCentre';

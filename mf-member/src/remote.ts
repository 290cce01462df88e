import pkg from '../package.json';

/** This remote's federation name, from its contract; every page root carries it as data-remote. */
export const REMOTE_NAME = pkg.federation.name;

/** This remote's version, shown on the mobile member centre (版本). */
export const REMOTE_VERSION = pkg.version;

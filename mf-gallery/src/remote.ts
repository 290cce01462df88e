/** This remote's federation name; every page root carries it as data-remote. */
export const REMOTE_NAME = 'mf_gallery';

/** Picture libraries (图库, issue 18): categories, paper content models, wire types. */
export * from './wire';
export * from './categories';
export * from './papers';

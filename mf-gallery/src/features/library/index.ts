/** A library's category list: search, the pinyin index, the 特码生肖表 entry. */
export { CategoryLibrary } from './CategoryLibrary';
export { LibraryStore } from './LibraryStore';
export { ZodiacTableLink } from './ZodiacTableLink';

/**
 * Runs before the app's router starts. Mini-programs open pages by path, so nothing to do here;
 * the H5 build uses entry.h5.ts instead.
 */
export {}

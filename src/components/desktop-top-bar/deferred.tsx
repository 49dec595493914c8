/**
 * The desktop top bar as the page shell mounts it. Mini-programs have no desktop mode and load the
 * main package whole, so here it is the bar itself; H5 loads its code in desktop mode only
 * (./deferred.h5.tsx).
 */
export { DesktopTopBar } from './index'

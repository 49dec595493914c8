/** Mini-programs have no desktop mode: see none.tsx. */
export { DesktopTopBar, default } from './none'

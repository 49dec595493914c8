/**
 * H5 only: what mobx-react-lite gets for `use-sync-external-store/shim` (config/h5-webpack.ts aliases it
 * here). The shim backfills the hook for React before 18; the H5 build renders with Preact, whose
 * compat layer (what `react` resolves to there) has it built in.
 */
export { useSyncExternalStore } from 'react'

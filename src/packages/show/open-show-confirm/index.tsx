import { ComingSoon } from '../../../components/coming-soon'

/** openShowConfirm: not built yet; the coming-soon page says so in the buyer's language. */
export default function Page() {
  return <ComingSoon route='openShowConfirm' />
}

import { ComingSoon } from '../../../components/coming-soon'
// The page's title is its package's wording (src/i18n/messages/<package>/routes.ts).
import '../messages'

/** memberCenterAgreement: not built yet; the coming-soon page says so in the buyer's language. */
export default function Page() {
  return <ComingSoon route='memberCenterAgreement' />
}

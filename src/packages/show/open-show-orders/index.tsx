/** The buyer's registrations (/open-show/orders/list, auth). */
import { useTitle } from '../../../components/form'
import '../messages'
import { t } from '../../../i18n'
import { RegistrationsPage } from '../registrations-page'

export default function OpenShowOrdersPage() {
  useTitle(t('route.openShowOrders'))
  return <RegistrationsPage name='openShowOrders' />
}

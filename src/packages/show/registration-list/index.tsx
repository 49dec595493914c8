/** The buyer's registrations for one open show (/registration-list?showId=), from the show's page. */
import { useRouter } from '@tarojs/taro'
import '../messages'
import { useTitle } from '../../../components/form'
import { t } from '../../../i18n'
import { RegistrationsPage } from '../registrations-page'

export default function RegistrationListPage() {
  const showId = useRouter().params.showId || undefined
  useTitle(t('route.registrationList'))
  return <RegistrationsPage name='registrationList' showId={showId} />
}

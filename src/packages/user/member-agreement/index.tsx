/** The member agreement (/member-center/aggrement, login): the terms member confirm asks to accept. */
import '../messages'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useTitle } from '../../../components/form'
import { PageShell } from '../../../components/page-shell'
import { t } from '../../../i18n'
import '../member.css'

export default observer(function MemberAgreement() {
  useTitle(t('route.memberCenterAgreement'))
  return (
    <PageShell name='memberCenterAgreement'>
      <View className='mb-section' data-testid='member-agreement'>
        <Text className='mb-agreement'>{t('member.agreement.body')}</Text>
      </View>
    </PageShell>
  )
})

/** Refund rule (refund order → rules, auth): the show's refund rule in the buyer's language, as the server states it. */
import '../messages'
import { Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react'
import { PageShell } from '../../../components/page-shell'
import { Section } from '../../../components/section'
import { t } from '../../../i18n'
import { fetchRefundRule } from '../../../services/refunds'
import { stores } from '../../../stores'
import { useRemote } from '../../../utils/use-remote'
import { Waiting } from '../refund-parts'

export default observer(function RefundRulePage() {
  const showId = useRouter().params.showId ?? ''
  const remote = useRemote(() => fetchRefundRule(showId), [showId, stores.app.lang])
  const rule = remote.data
  if (!rule) return <Waiting name='refundRule' remote={remote} />
  return (
    <PageShell name='refundRule'>
      <View data-testid='refund-rule' data-allowed={rule.allowed ? '1' : '0'}>
        <Section title={t('refund.rule.title')}>
          {rule.lines.map((line) => (
            <Text key={line} className='refund-rule' data-testid='refund-rule-line'>
              {line}
            </Text>
          ))}
        </Section>
      </View>
    </PageShell>
  )
})

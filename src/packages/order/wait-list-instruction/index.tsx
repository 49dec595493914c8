/** The wait-list instruction (/wait-list-instruction, auth): the rules as the server states them, in the buyer's language. */
import '../messages'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import type { WaitListRule } from '../../../../types/waitlist'
import { useTitle } from '../../../components/form'
import { PageShell } from '../../../components/page-shell'
import { Section } from '../../../components/section'
import { t } from '../../../i18n'
import { fetchWaitListRule } from '../../../services/waitlist'
import { stores } from '../../../stores'
import { useRemote } from '../../../utils/use-remote'
import '../waitlist.css'

export default observer(function WaitListInstructionPage() {
  useTitle(t('route.waitListInstruction'))
  const remote = useRemote<WaitListRule>(fetchWaitListRule, [stores.app.lang])
  return (
    <PageShell name='waitListInstruction'>
      <Section title={t('waitList.rules')}>
        <View data-testid='wait-list-rule'>
          {remote.data ? (
            remote.data.lines.map((line, i) => (
              <Text key={i} className='wl-rule__line' data-testid='wait-list-rule-line'>
                {`${i + 1}. ${line}`}
              </Text>
            ))
          ) : (
            <Text className='wl-empty'>{remote.error || t('common.loading')}</Text>
          )}
        </View>
      </Section>
    </PageShell>
  )
})

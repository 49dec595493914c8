/**
 * The agreement tick of the login and sign-up forms (spec accounts §5: it must be ticked to go on). Its
 * links open the shop's own user agreement and privacy policy on the agreement page (by document id).
 */
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { DOCUMENT_IDS } from '../../../types/documents'
import { t } from '../../i18n'
import { router } from '../../router'

interface Props {
  checked: boolean
  onChange: (checked: boolean) => void
}

export const Agreement = observer(function Agreement({ checked, onChange }: Props) {
  const open = (e: { stopPropagation: () => void }, id: string, title: string) => {
    e.stopPropagation()
    void router.open('agreement', { id, title })
  }
  return (
    <View className='agreement' data-testid='agreement' data-checked={checked ? '1' : '0'} onClick={() => onChange(!checked)}>
      <View className={`agreement__box ${checked ? 'agreement__box--on' : ''}`}>{checked ? '✓' : ''}</View>
      <Text className='agreement__text'>
        {t('account.agree.prefix')}
        <Text className='agreement__link' data-testid='agreement-terms' onClick={(e) => open(e, DOCUMENT_IDS.userAgreement, t('account.agree.terms'))}>
          {t('account.agree.terms')}
        </Text>
        {t('account.agree.and')}
        <Text className='agreement__link' data-testid='agreement-privacy' onClick={(e) => open(e, DOCUMENT_IDS.privacyPolicy, t('account.agree.privacy'))}>
          {t('account.agree.privacy')}
        </Text>
      </Text>
    </View>
  )
})

/** The agreement tick of the login and sign-up forms (spec accounts §5: it must be ticked to go on). */
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { t } from '../../i18n'
import { router } from '../../router'

interface Props {
  checked: boolean
  onChange: (checked: boolean) => void
}

export const Agreement = observer(function Agreement({ checked, onChange }: Props) {
  const open = (e: { stopPropagation: () => void }, title: string) => {
    e.stopPropagation()
    void router.open('agreement', { title })
  }
  return (
    <View className='agreement' data-testid='agreement' data-checked={checked ? '1' : '0'} onClick={() => onChange(!checked)}>
      <View className={`agreement__box ${checked ? 'agreement__box--on' : ''}`}>{checked ? '✓' : ''}</View>
      <Text className='agreement__text'>
        {t('account.agree.prefix')}
        <Text className='agreement__link' onClick={(e) => open(e, t('account.agree.terms'))}>
          {t('account.agree.terms')}
        </Text>
        {t('account.agree.and')}
        <Text className='agreement__link' onClick={(e) => open(e, t('account.agree.privacy'))}>
          {t('account.agree.privacy')}
        </Text>
      </Text>
    </View>
  )
})

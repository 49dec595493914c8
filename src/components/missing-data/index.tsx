/**
 * The missing-data state (spec core §8): 'something went wrong, please go back and retry later' with
 * a Back button — shown by pages opened without the id their data needs, which request nothing.
 */
import { Text, View } from '@tarojs/components'
import { t } from '../../i18n'
import { router } from '../../router'
import './index.css'

export function MissingData() {
  return (
    <View className='missing-data' data-testid='missing-data'>
      <Text className='missing-data__text'>{t('error.generic')}</Text>
      <View className='missing-data__back' data-testid='missing-data-back' onClick={() => void router.back()}>
        {t('common.back')}
      </View>
    </View>
  )
}

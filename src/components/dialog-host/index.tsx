/**
 * Renders the DialogStore: the current dialog (with the waiting-mode countdown on its close
 * button), the limiting progress dialog, the toast and the loading mask. Mounted once per page by
 * PageShell; the store is global, so every page shows the same state.
 */
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { t } from '../../i18n'
import { stores } from '../../stores'
import './index.css'

export const DialogHost = observer(function DialogHost() {
  const { dialog } = stores
  const current = dialog.current
  const progress = dialog.progress
  return (
    <>
      {current && (
        <View className='dlg-mask' data-testid='dialog'>
          <View className='dlg'>
            {current.title && <Text className='dlg__title'>{current.title}</Text>}
            <Text className='dlg__content'>{current.content}</Text>
            <View className='dlg__buttons'>
              {current.buttons.map((b) => {
                const disabled = Boolean(b.primary && current.countdown > 0)
                return (
                  <View
                    key={b.value}
                    className={`dlg__btn ${b.primary ? 'dlg__btn--primary' : ''} ${disabled ? 'dlg__btn--disabled' : ''}`}
                    data-value={b.value}
                    data-disabled={disabled ? 'true' : 'false'}
                    onClick={() => dialog.press(b.value, Boolean(b.primary))}
                  >
                    {disabled ? `${b.text} (${current.countdown}s)` : b.text}
                  </View>
                )
              })}
            </View>
          </View>
        </View>
      )}
      {progress && !current && (
        <View className='dlg-mask' data-testid='progress'>
          <View className='dlg'>
            <Text className='dlg__title'>{progress.title}</Text>
            <Text className='dlg__content'>{progress.subText}</Text>
            <View className='progress-bar'>
              <View className='progress-bar__fill' style={{ width: `${progress.percent}%` }} />
            </View>
            <Text className='dlg__content' data-testid='progress-text'>
              {progress.text}
            </Text>
            <View className='dlg__buttons'>
              <View className='dlg__btn' data-value='cancel' onClick={() => dialog.cancelProgress()}>
                {t('dialog.cancel')}
              </View>
            </View>
          </View>
        </View>
      )}
      {dialog.toastText && (
        <View className='toast' data-testid='toast'>
          <Text>{dialog.toastText}</Text>
        </View>
      )}
      {dialog.loading && !current && !progress && (
        <View className='loading-mask' data-testid='loading'>
          <View className='loading-mask__box'>{t('loading.text')}</View>
        </View>
      )}
    </>
  )
})

/**
 * Renders the DialogStore: the current dialog (with the waiting-mode countdown on its close
 * button), the limiting progress dialog, the toast and the loading mask. Mounted once per page by
 * PageShell; the store is global, so every page shows the same state.
 */
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useId } from 'react'
import { t } from '../../i18n'
import { stores } from '../../stores'
import './index.css'
import { dialogProps, pressable } from '../a11y'

export const DialogHost = observer(function DialogHost() {
  const { dialog } = stores
  // Every page of the stack has its own host (H5 keeps earlier pages in the document): ids per host.
  const uid = `dlg${useId().replace(/:/g, '')}`
  const current = dialog.current
  const progress = dialog.progress
  return (
    <>
      {current && (
        <View className='dlg-mask' data-testid='dialog'>
          <View className='dlg' {...dialogProps(current.title ? `${uid}-title` : undefined)} aria-describedby={`${uid}-content`}>
            {current.title && (
              <Text className='dlg__title' id={`${uid}-title`}>
                {current.title}
              </Text>
            )}
            <Text className='dlg__content' id={`${uid}-content`}>
              {current.content}
            </Text>
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
                    {...pressable(undefined, { disabled })}
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
          <View className='dlg' {...dialogProps(`${uid}-progress`)}>
            <Text className='dlg__title' id={`${uid}-progress`}>
              {progress.title}
            </Text>
            <Text className='dlg__content'>{progress.subText}</Text>
            <View className='progress-bar' role='progressbar' aria-valuemin='0' aria-valuemax='100' aria-valuenow={String(Math.round(progress.percent))}>
              <View className='progress-bar__fill' style={{ width: `${progress.percent}%` }} />
            </View>
            <Text className='dlg__content' data-testid='progress-text'>
              {progress.text}
            </Text>
            <View className='dlg__buttons'>
              <View className='dlg__btn' data-value='cancel' onClick={() => dialog.cancelProgress()} {...pressable()}>
                {t('dialog.cancel')}
              </View>
            </View>
          </View>
        </View>
      )}
      {dialog.toastText && (
        <View className='toast' data-testid='toast' role='status' aria-live='polite'>
          <Text>{dialog.toastText}</Text>
        </View>
      )}
      {dialog.loading && !current && !progress && (
        <View className='loading-mask' data-testid='loading' role='status' aria-live='polite'>
          <View className='loading-mask__box'>{t('loading.text')}</View>
        </View>
      )}
    </>
  )
})

/**
 * The avatar row of the profile page: shows the stored avatar (or the initial of the name), and a tap
 * picks one image through the platform file adapter, uploads it with a signed grant and saves it as
 * the avatar (services/account.ts uploadAvatar). Refusals come back in the buyer's language.
 */
import '../messages'
import { Image, Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react'
import { useState } from 'react'
import { toast } from '../../../components/form'
import { t } from '../../../i18n'
import { chooseFiles } from '../../../platform/file'
import type { FileUploader } from '../../../services/account'
import { stores } from '../../../stores'
import { account } from '../../../stores/account-instance'
import './avatar-row.css'

const uploadViaHost: FileUploader = async (o) => {
  const res = await Taro.uploadFile(o)
  return { statusCode: res.statusCode, data: res.data }
}

export const AvatarRow = observer(function AvatarRow() {
  const { app } = stores
  const [busy, setBusy] = useState(false)
  const avatar = account.profile?.avatar ?? ''

  const pick = async () => {
    if (busy) return
    const { files } = await chooseFiles({ kind: 'image', count: 1 })
    const file = files[0]
    if (!file) return // cancelled
    setBusy(true)
    try {
      const outcome = await account.changeAvatar(file, uploadViaHost, app.lang)
      if (outcome.ok) toast(t('account.avatar.saved'))
      else if (outcome.message) toast(outcome.message)
      else if (outcome.reason === 'TOO_LARGE') toast(t('account.avatar.tooLarge', { mb: Math.round(outcome.maxBytes / 1024 / 1024) }))
      else toast(t('account.avatar.failed'))
    } catch {
      // A failed grant or profile save: the request module has shown the server's message.
    } finally {
      setBusy(false)
    }
  }

  return (
    <View className='avatar-row' data-testid='avatar-row' onClick={() => void pick()}>
      <Text>{t('account.avatar.label')}</Text>
      <View className='avatar-row__right'>
        {avatar ? (
          <Image className='avatar-row__image' data-testid='avatar-image' src={avatar} mode='aspectFill' />
        ) : (
          <View className='avatar-row__image avatar-row__image--empty' data-testid='avatar-empty' />
        )}
        <Text className='avatar-row__hint'>{busy ? t('account.avatar.uploading') : t('account.avatar.change')}</Text>
      </View>
    </View>
  )
})

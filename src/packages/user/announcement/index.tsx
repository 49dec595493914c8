/**
 * Announcement (/announce/:id, spec accounts §"Announcement"): the notice's title (also the navigation
 * title), when it was published, its paragraphs and its "more" link, in the buyer's language; then the
 * customer-service entry. The home's banner and popup notice lead here. A notice that is not public
 * (never was, withdrawn, not yet) shows the server's message and the way back home.
 */
import '../messages'
import { Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import dayjs from 'dayjs'
import { observer } from 'mobx-react'
import type { Notice } from '../../../../types/announcements'
import { SubmitButton, useTitle } from '../../../components/form'
import { PageShell } from '../../../components/page-shell'
import { t } from '../../../i18n'
import { ListFooter } from '../../../layouts'
import { router } from '../../../router'
import { fetchNotice } from '../../../services/notices'
import { stores } from '../../../stores'
import { useRemote } from '../../../utils/use-remote'
import { CustomerServiceBox } from './customer-service'
import './index.css'

export default observer(function AnnouncementPage() {
  const id = useRouter().params.id ?? ''
  const remote = useRemote<Notice>(() => fetchNotice(id), [id, stores.app.lang], id !== '')
  const notice = remote.data
  useTitle(notice?.noticeTitle || t('route.announcement'))

  return (
    <PageShell name='announcement'>
      <View className='notice' data-testid='announcement' data-notice-id={notice?.noticeId ?? ''}>
        {notice ? (
          <>
            <Text className='notice__title' data-testid='announcement-title'>
              {notice.noticeTitle}
            </Text>
            <Text className='notice__date'>{t('notice.published', { date: dayjs(notice.publishTime).format('YYYY-MM-DD') })}</Text>
            {notice.noticeContent.split(/\n\s*\n/).map((p, i) => (
              <Text key={i} className='notice__para' data-testid='announcement-paragraph'>
                {p}
              </Text>
            ))}
            {notice.noticeMoreUrl !== '' && (
              <Text className='notice__more' data-testid='announcement-more' onClick={() => void router.openUrl(notice.noticeMoreUrl)}>
                {t('notice.more')} ›
              </Text>
            )}
          </>
        ) : remote.error || !id ? (
          <View>
            <Text className='notice__note' data-testid='announcement-error'>
              {remote.error}
            </Text>
            <SubmitButton plain onClick={() => void router.open('home')}>
              {t('notice.back')}
            </SubmitButton>
          </View>
        ) : (
          <ListFooter loading done={false} failed={false} onRetry={() => void remote.reload()} />
        )}
      </View>
      <CustomerServiceBox />
    </PageShell>
  )
})

/**
 * Agreement (/agreement?id=&title=, spec core §2): one of the shop's published documents (user
 * agreement, privacy policy, ticket terms, refund rules…) from the documents API, in the buyer's
 * language: its title (also the navigation title; the link's title shows while loading), the date it
 * was updated and its paragraphs. Login forms, the purchase agreement and the refund action open it.
 * A link to a web document instead (`url` that is not our own page) goes to the web view.
 */
import '../messages'
import { Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import dayjs from 'dayjs'
import { observer } from 'mobx-react'
import { useEffect } from 'react'
import type { MerchantDocument } from '../../../../types/documents'
import { SubmitButton, useTitle } from '../../../components/form'
import { PageShell } from '../../../components/page-shell'
import { t } from '../../../i18n'
import { ListFooter } from '../../../layouts'
import { router } from '../../../router'
import { ownDocumentOf } from '../../../router/document-link'
import { fetchDocument } from '../../../services/documents'
import { stores } from '../../../stores'
import { useRemote } from '../../../utils/use-remote'
import './index.css'

export default observer(function AgreementPage() {
  const params = useRouter().params
  const url = params.url ?? ''
  const docId = params.id || ownDocumentOf(url)?.id || ''
  const remote = useRemote<MerchantDocument>(() => fetchDocument(docId), [docId, stores.app.lang], docId !== '')
  const doc = remote.data
  useTitle(doc?.title || params.title || t('route.agreement'))

  // Not one of the shop's documents: a web page, for the web view (H5 never comes here with one).
  useEffect(() => {
    if (!docId && url) void router.redirect('webView', { url, title: params.title ?? '' })
  }, [docId, url, params.title])

  return (
    <PageShell name='agreement'>
      <View className='document' data-testid='document' data-doc-id={doc?.docId ?? ''}>
        {!docId ? (
          <Text className='document__note'>{url ? '' : t('documents.noId')}</Text>
        ) : doc ? (
          <>
            <Text className='document__title' data-testid='document-title'>
              {doc.title}
            </Text>
            <Text className='document__updated'>{t('documents.updated', { date: dayjs(doc.updatedAt).format('YYYY-MM-DD') })}</Text>
            {doc.paragraphs.map((p, i) => (
              <Text key={i} className='document__para' data-testid='document-paragraph'>
                {p}
              </Text>
            ))}
          </>
        ) : remote.error ? (
          <View>
            <Text className='document__note' data-testid='document-error'>
              {remote.error}
            </Text>
            <SubmitButton plain onClick={() => void remote.reload()}>
              {t('documents.retry')}
            </SubmitButton>
          </View>
        ) : (
          <ListFooter loading done={false} failed={false} onRetry={() => void remote.reload()} />
        )}
      </View>
    </PageShell>
  )
})

/**
 * The agreement popup of a show whose agreement is marked need-read-all (spec accounts §5): every
 * linked document of the shop (fetched from the documents API) in one scrolling text, and the agree
 * button stays inactive until the text was scrolled to its end (or fits without scrolling). Agreeing
 * ticks the agreement on the confirm page. A linked document that is not the shop's own is listed by
 * its title with a link to open it.
 */
import '../messages'
import { ScrollView, Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { useCallback, useEffect, useRef, useState } from 'react'
import type { MerchantDocument } from '../../../../types/documents'
import type { AgreementInfo } from '../../../../types/payments'
import { SubmitButton } from '../../../components/form'
import { t } from '../../../i18n'
import { ownDocumentOf } from '../../../router/document-link'
import { fetchDocument } from '../../../services/documents'
import { scrolledToEnd } from '../../../utils/confirm-rules'
import { openAgreementDocument } from './open-document'

type Holder = AgreementInfo['placeHolders'][number]
type Part = { holder: Holder; doc: MerchantDocument | null }

interface Props {
  agreement: AgreementInfo
  onAgree: () => void
  onClose: () => void
}

const SCROLL_ID = 'agreement-read-scroll'
const CONTENT_ID = 'agreement-read-content'

/** Heights of the scroll viewport and of its content, measured once laid out (0 when unknown). */
function measure(): Promise<{ viewport: number; content: number }> {
  return new Promise((resolve) => {
    const query = Taro.createSelectorQuery()
    query.select(`#${SCROLL_ID}`).boundingClientRect()
    query.select(`#${CONTENT_ID}`).boundingClientRect()
    query.exec((res: Array<{ height?: number } | null>) => resolve({ viewport: res?.[0]?.height ?? 0, content: res?.[1]?.height ?? 0 }))
  })
}

export function ReadAllPopup({ agreement, onAgree, onClose }: Props) {
  const [parts, setParts] = useState<Part[] | null>(null)
  const [failed, setFailed] = useState(false)
  const [atEnd, setAtEnd] = useState(false)
  const viewport = useRef(0)

  const load = useCallback(async () => {
    setFailed(false)
    try {
      const loaded = await Promise.all(
        agreement.placeHolders.map(async (holder) => {
          const own = ownDocumentOf(holder.url)
          return { holder, doc: own ? await fetchDocument(own.id, { silent: true }) : null }
        }),
      )
      setParts(loaded)
    } catch {
      setFailed(true)
    }
  }, [agreement])
  useEffect(() => {
    void load()
  }, [load])

  // Once the text is laid out: remember the viewport, and a text that fits needs no scrolling.
  useEffect(() => {
    if (!parts) return undefined
    const timer = setTimeout(() => {
      void measure().then(({ viewport: v, content }) => {
        viewport.current = v
        if (v > 0 && content > 0 && scrolledToEnd({ scrollTop: 0, scrollHeight: content, viewportHeight: v })) setAtEnd(true)
      })
    }, 50)
    return () => clearTimeout(timer)
  }, [parts])

  const onScroll = (e: { detail: { scrollTop: number; scrollHeight: number } }) => {
    if (!atEnd && scrolledToEnd({ scrollTop: e.detail.scrollTop, scrollHeight: e.detail.scrollHeight, viewportHeight: viewport.current })) setAtEnd(true)
  }

  return (
    <View className='read-mask' data-testid='agreement-read' data-at-end={atEnd ? '1' : '0'}>
      <View className='read-panel'>
        <View className='read-panel__head'>
          <Text className='read-panel__title'>{t('orders.confirm.readTitle')}</Text>
          <Text className='read-panel__close' data-testid='agreement-read-close' onClick={onClose}>
            {t('orders.confirm.readClose')}
          </Text>
        </View>
        <Text className='read-panel__hint'>{t('orders.confirm.readHint')}</Text>
        <ScrollView id={SCROLL_ID} className='read-panel__scroll' data-testid='agreement-read-scroll' scrollY lowerThreshold={24} onScroll={onScroll} onScrollToLower={() => setAtEnd(true)}>
          <View id={CONTENT_ID}>
            {failed ? (
              <Text className='read-panel__para' onClick={() => void load()}>
                {t('orders.confirm.readFailed')}
              </Text>
            ) : (
              (parts ?? []).map(({ holder, doc }) => (
                <View key={holder.name} className='read-doc' data-testid='agreement-read-doc' data-name={holder.name}>
                  <Text className='read-doc__title'>{doc?.title ?? holder.title}</Text>
                  {doc ? (
                    doc.paragraphs.map((p, i) => (
                      <Text key={i} className='read-panel__para'>
                        {p}
                      </Text>
                    ))
                  ) : (
                    <Text className='confirm-agreement__link' onClick={() => openAgreementDocument(holder)}>
                      {holder.title}
                    </Text>
                  )}
                </View>
              ))
            )}
          </View>
        </ScrollView>
        <SubmitButton testId='agreement-read-agree' disabled={!atEnd || !parts} onClick={onAgree}>
          {atEnd ? t('orders.confirm.readAgree') : t('orders.confirm.readScroll')}
        </SubmitButton>
      </View>
    </View>
  )
}

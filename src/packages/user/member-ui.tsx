/**
 * Parts the member pages share: the level rights grid (4 per row; more than 8 scroll inside two rows,
 * spec accounts §9), the level-up popup (shown once: closing it tells the server to stop reminding,
 * spec accounts §4), and a paged list loader for point and growth records.
 */
import './messages'
import { ScrollView, Text, View } from '@tarojs/components'
import { useDidShow, useReachBottom } from '@tarojs/taro'
import dayjs from 'dayjs'
import { useRef, useState } from 'react'
import type { PrimeRight, RecordPage } from '../../../types/membership'
import { t } from '../../i18n'

export const RIGHTS_PER_ROW = 4
export const RIGHTS_BEFORE_SCROLL = 8

/** Whether a rights grid of `count` items scrolls (more than two rows of four). */
export const rightsScroll = (count: number): boolean => count > RIGHTS_BEFORE_SCROLL

export function RightsGrid({ rights }: { rights: PrimeRight[] }) {
  const scroll = rightsScroll(rights.length)
  const items = rights.map((r, i) => (
    <View key={`${i}-${r.primeRightTypeName}`} className={`mb-right ${r.isHighlight ? 'mb-right--hi' : ''}`} data-testid='member-right' data-highlight={r.isHighlight ? '1' : '0'}>
      {/* No artwork is configured: the right's first character stands in for its icon. */}
      <View className='mb-right__icon'>
        <Text>{r.primeRightTypeName.slice(0, 1)}</Text>
      </View>
      <Text className='mb-right__name'>{r.primeRightTypeName}</Text>
      {r.badgeDesc ? <Text className='mb-right__badge'>{r.badgeDesc}</Text> : null}
    </View>
  ))
  return scroll ? (
    <ScrollView scrollY className='mb-rights--scroll' data-testid='member-rights' data-scroll='1' data-count={rights.length}>
      <View className='mb-rights'>{items}</View>
    </ScrollView>
  ) : (
    <View className='mb-rights' data-testid='member-rights' data-scroll='0' data-count={rights.length}>
      {items}
    </View>
  )
}

export function LevelUpPopup({ levelName, onClose }: { levelName: string; onClose: () => void }) {
  return (
    <View className='mb-mask' data-testid='level-up-popup'>
      <View className='mb-pop'>
        <Text className='mb-pop__title'>{t('member.levelUp.title')}</Text>
        <Text className='mb-pop__text'>{t('member.levelUp.text', { name: levelName })}</Text>
        <Text className='mb-pop__btn' data-testid='level-up-close' onClick={onClose}>
          {t('member.levelUp.close')}
        </Text>
      </View>
    </View>
  )
}

export const dayText = (ms: number): string => dayjs(ms).format('YYYY.MM.DD')
export const timeText = (ms: number): string => dayjs(ms).format('YYYY.MM.DD HH:mm')

/** Records loaded a page at a time: the first page on every show, the next on reaching the bottom. */
export function usePagedRecords<T>(fetch: (pageIndex: number) => Promise<RecordPage<T>>) {
  const [rows, setRows] = useState<T[] | null>(null)
  const [page, setPage] = useState<RecordPage<T> | null>(null)
  const seq = useRef(0)
  const load = async (pageIndex: number) => {
    const mine = pageIndex === 0 ? ++seq.current : seq.current
    try {
      const next = await fetch(pageIndex)
      if (mine !== seq.current) return
      setPage(next)
      setRows((prev) => (pageIndex === 0 ? next.records : [...(prev ?? []), ...next.records]))
    } catch {
      if (mine === seq.current) setRows((r) => r ?? [])
    }
  }
  useDidShow(() => void load(0))
  const more = () => {
    if (page?.hasMore) void load(page.pageIndex + 1)
  }
  useReachBottom(more)
  return { rows, page, more }
}

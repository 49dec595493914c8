/**
 * Parts the member pages share: the level rights grid (4 per row; more than 8 scroll inside two rows,
 * spec accounts §9), the level-up popup (shown once: closing it tells the server to stop reminding,
 * spec accounts §4), the paid-membership section of the member centre, and a paged list loader for
 * point and growth records.
 */
import './messages'
import { ScrollView, Text, View } from '@tarojs/components'
import { useDidShow, useReachBottom } from '@tarojs/taro'
import dayjs from 'dayjs'
import { useRef, useState } from 'react'
import type { PaidMembership, PrimePlanList, PrimeRight, RecordPage } from '../../../types/membership'
import { t } from '../../i18n'
import { pressable } from '../../components/a11y'
import { router } from '../../router'
import { formatCents } from '../../utils/money'

export const RIGHTS_PER_ROW = 4
export const RIGHTS_BEFORE_SCROLL = 8

/** Whether a rights grid of `count` items scrolls (more than two rows of four). */
export const rightsScroll = (count: number): boolean => count > RIGHTS_BEFORE_SCROLL

export function RightsGrid({ rights }: { rights: PrimeRight[] }) {
  const scroll = rightsScroll(rights.length)
  const items = rights.map((r, i) => (
    <View
      key={`${i}-${r.primeRightTypeName}`}
      className={`mb-right ${r.isHighlight ? 'mb-right--hi' : ''}`}
      data-testid='member-right'
      data-highlight={r.isHighlight ? '1' : '0'}
      {...pressable(r.primeRightTypeName, { role: 'link' })}
      onClick={() => void router.open('memberCenterRight', { name: r.primeRightTypeName })}
    >
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

const dateOf = (ms: number): string => dayjs(ms).format('YYYY-MM-DD')

/** "PLUS · valid until 2027-12-07", or when it ended; null when never bought. */
export function membershipLine(mine: PaidMembership): string | null {
  if (mine.expiresAt === null) return null
  return t(mine.active ? 'member.paid.active' : 'member.paid.ended', { name: mine.planName, date: dateOf(mine.expiresAt) })
}

/** The member centre's paid membership: the buyer's (until when), then each plan with join or renew. */
export function PaidMembershipSection({ list }: { list: PrimePlanList }) {
  if (!list.plans.length && !list.mine?.expiresAt) return null
  const line = list.mine ? membershipLine(list.mine) : null
  return (
    <View className='mb-section' data-testid='paid-membership' data-active={list.mine?.active ? '1' : '0'}>
      <View className='mb-section__head'>
        <Text className='mb-section__title'>{t('member.paid.title')}</Text>
      </View>
      {line ? (
        <Text className='mb-paid__status' data-testid='paid-membership-status'>
          {line}
        </Text>
      ) : null}
      {list.plans.map((p) => (
        <View key={p.planId} className='mb-level' data-testid='member-plan' data-plan-id={p.planId} onClick={() => void router.open('memberCenterConfirm', { planId: p.planId })}>
          <View className='mb-paid__plan'>
            <Text>{p.planName}</Text>
            <Text className='mb-level__meta'>
              {p.discountText} · {t('member.paid.days', { n: p.validDays })} · ¥{formatCents(p.price)}
            </Text>
          </View>
          <Text className='mb-paid__join' data-testid='member-plan-join'>
            {t(list.mine?.active && list.mine.planId === p.planId ? 'member.paid.renew' : 'member.paid.join')}
          </Text>
        </View>
      ))}
    </View>
  )
}

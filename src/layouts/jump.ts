/** Where a layout item leads (spec core §2 banner jumps); unknown jump kinds tell the buyer it is coming. */
import { router } from '../router'
import type { JumpItem } from './types'

export function jump(item: JumpItem): void {
  const target = item.jumpTarget ?? ''
  switch (item.jumpType) {
    case 'SHOW_DETAIL':
      if (target) void router.open('showDetail', { showId: target })
      return
    case 'CATEGORY':
      void router.open('search', { backendCategoryCode: target })
      return
    case 'SEARCH':
      void router.open('search', { keyword: target })
      return
    case 'VENUE':
      if (target) void router.open('venue', { venueId: target })
      return
    case 'TOUR':
      if (target) void router.open('tourDetail', { tourId: target })
      return
    case 'CALENDAR':
      void router.open('showCalendar')
      return
    case 'PAGE':
      if (target) void router.open(target)
      return
    case 'TOPIC':
    case 'RECOMMEND_TOPIC':
      if (target) void router.open('homeTopic', { topicId: target })
      return
    case 'URL':
      if (target) void router.openUrl(target)
      return
    default:
      return
  }
}

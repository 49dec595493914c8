/**
 * Which city a buyer browses when they have not chosen one (spec core §3 Site, §9 default city BL1106):
 * a still-listed saved one, the merchant default, BL1106 when the merchant sells there, then its first
 * site. Shared by the app's city store and the server, which writes the home page's first layout into
 * its HTML for that same city (server/src/http/first-screen).
 */
import type { SiteList } from './catalog'

export const DEFAULT_CITY_ID = 'BL1106'

export function pickCity(list: SiteList, savedCityId?: string): string {
  const online = list.list.filter((s) => s.status === 'ONLINE')
  const has = (id: string | undefined) => Boolean(id) && online.some((s) => s.cityId === id)
  if (has(savedCityId)) return savedCityId as string
  if (has(list.defaultCityId)) return list.defaultCityId
  if (has(DEFAULT_CITY_ID)) return DEFAULT_CITY_ID
  return online[0]?.cityId ?? DEFAULT_CITY_ID
}

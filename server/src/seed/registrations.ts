/**
 * Demo open shows for both demo shops (free entry with registration, spec core §1): each shop has a
 * roomy show with a form of several field types, and a small one whose places run out quickly.
 * 10001 writes three languages, 10002 only zh-CN. Dates hang off the catalog's demo anchor. No
 * poster: the catalog's poster drawings name catalog shows, so the pages draw a cover of the title.
 */
import type { Lang } from '../../../types/lang.js'
import type { StoredRegistrationField } from '../db/schema-registrations.js'
import { openShows } from '../db/schema-registrations.js'
import type { Translations } from '../i18n/translations.js'
import { CATALOG_ANCHOR } from './catalog.js'
import type { SeedContext } from './index.js'
import { SEED_TIME } from './shop.js'

type T3 = [zhCN: string, zhMO: string, enUS: string]
const HOUR = 3_600_000
const DAY = 24 * HOUR

const SHOPS: Array<{ merchantId: string; prefix: string; langs: Lang[]; venue: T3; address: T3 }> = [
  { merchantId: '10001', prefix: 'MO', langs: ['zh-MO', 'zh-CN', 'en-US'], venue: ['澳门文化中心户外广场', '澳門文化中心戶外廣場', 'Macao Cultural Centre Plaza'], address: ['澳门新口岸冼星海大马路', '澳門新口岸冼星海大馬路', 'Avenida Xian Xing Hai, Macao'] },
  { merchantId: '10002', prefix: 'SH', langs: ['zh-CN'], venue: ['上海大剧院广场', '上海大劇院廣場', 'Shanghai Grand Theatre Plaza'], address: ['上海市黄浦区人民大道300号', '上海市黃浦區人民大道300號', '300 People’s Avenue, Shanghai'] },
]

export const DEMO_OPEN_SHOW_IDS = { MACAU: ['MO-OS1', 'MO-OS2'], MAINLAND: ['SH-OS1', 'SH-OS2'] }

export async function seedRegistrations({ db }: SeedContext): Promise<number> {
  const rows = SHOPS.flatMap(({ merchantId, prefix, langs, venue, address }) => {
    const tt = (v: T3): Translations => Object.fromEntries(langs.map((l) => [l, v[l === 'zh-CN' ? 0 : l === 'zh-MO' ? 1 : 2]]))
    const form: StoredRegistrationField[] = [
      { key: 'name', type: 'TEXT', label: tt(['姓名', '姓名', 'Name']), placeholder: tt(['请输入姓名', '請輸入姓名', 'Your name']), required: true, maxLength: 20 },
      { key: 'phone', type: 'PHONE', label: tt(['手机号', '手機號碼', 'Phone number']), placeholder: tt(['用于入场核验', '用於入場核驗', 'Checked at the entrance']), required: true },
      { key: 'people', type: 'NUMBER', label: tt(['同行人数', '同行人數', 'People in your party']), placeholder: tt(['1至4人', '1至4人', '1 to 4']), required: true, min: 1, max: 4 },
      {
        key: 'session',
        type: 'SELECT',
        label: tt(['入场时段', '入場時段', 'Entry time']),
        required: true,
        options: [
          { value: 'AM', label: tt(['上午场 10:00', '上午場 10:00', 'Morning 10:00']) },
          { value: 'PM', label: tt(['下午场 15:00', '下午場 15:00', 'Afternoon 15:00']) },
        ],
      },
      { key: 'email', type: 'EMAIL', label: tt(['电子邮箱', '電子郵箱', 'E-mail']), placeholder: tt(['选填', '選填', 'Optional']), required: false },
      { key: 'note', type: 'TEXTAREA', label: tt(['备注', '備註', 'Note']), placeholder: tt(['选填', '選填', 'Optional']), required: false, maxLength: 200 },
    ]
    const base = { merchantId, venueName: tt(venue), venueAddress: tt(address), form, createdAt: SEED_TIME, updatedAt: SEED_TIME }
    const at = (days: number, hours: number) => new Date(CATALOG_ANCHOR.getTime() + days * DAY + hours * HOUR)
    return [
      {
        ...base,
        openShowId: `${prefix}-OS1`,
        title: tt(['城市草地音乐会（免费报名）', '城市草地音樂會（免費報名）', 'Open-air Lawn Concert (free, register)']),
        description: tt([
          '免费入场，凭报名二维码入场。每人限报名1次，名额有限，报满即止。',
          '免費入場，憑報名二維碼入場。每人限報名1次，名額有限，報滿即止。',
          'Free entry with your registration QR code. One registration per buyer; places are limited.',
        ]),
        startTime: at(10, 2),
        endTime: at(10, 6),
        registrationEndTime: at(10, 2),
        capacity: 500,
        perBuyerLimit: 1,
        position: 1,
      },
      {
        ...base,
        openShowId: `${prefix}-OS2`,
        title: tt(['后台开放日（小团体）', '後台開放日（小團體）', 'Backstage open day (small group)']),
        description: tt(['走进剧院后台，了解舞台的秘密。仅限20个名额。', '走進劇院後台，了解舞台的秘密。僅限20個名額。', 'Go behind the scenes of the theatre. Only 20 places.']),
        startTime: at(14, 6),
        endTime: at(14, 8),
        registrationEndTime: at(13, 12),
        capacity: 20,
        perBuyerLimit: 2,
        position: 2,
      },
    ]
  })
  const inserted = await db.insert(openShows).values(rows).onConflictDoNothing().returning({ id: openShows.openShowId })
  return inserted.length
}

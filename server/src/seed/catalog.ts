/**
 * Demo catalog for both demo shops: cities, venues, categories, 47 shows each (every category, several
 * cities, ON_SALE / PRE_SALE / SOLD_OUT / PENDING / CANCELED / LACK_OF_TICKET / DELAY, one OFFLINE),
 * sessions and seat plans, two tours, a show group, layouts of every page kind (HOME published + a
 * visibly different DRAFT), customer service, copywriting and app versions.
 * All times derive from CATALOG_ANCHOR so tests are deterministic; '10001' speaks zh-MO/zh-CN/en-US,
 * '10002' only zh-CN.
 */
import { DEMO_MERCHANTS } from '../../../types/api.js'
import type { CategoryCode, ShowDetailStatus } from '../../../types/catalog.js'
import type { Lang } from '../../../types/lang.js'
import type { LayoutComponentRow } from '../db/schema-catalog.js'
import type { Translations } from '../i18n/translations.js'
import { createCatalogRepository, type CatalogInsert } from '../modules/catalog/repository.js'
import type { SeedContext } from './index.js'
import { SEED_TIME } from './shop.js'

const DAY = 86_400_000
const HOUR = 3_600_000

/**
 * Every demo date is relative to this instant: midnight UTC six days after the day of seeding, so a
 * demo seeded on any day has shows on sale this week, sales that open in a few weeks and nothing in
 * the past (a fixed date would turn every demo show into a past one, and every test with it).
 * DEMO_ANCHOR=YYYY-MM-DD pins it; the test runners set it once per run, so processes that seed and
 * processes that read the seed agree even across midnight.
 */
export function demoAnchor(pinned: string | undefined = process.env.DEMO_ANCHOR, now = Date.now()): Date {
  if (pinned) {
    const at = Date.parse(`${pinned}T00:00:00.000Z`)
    if (!/^\d{4}-\d{2}-\d{2}$/.test(pinned) || Number.isNaN(at)) throw new Error(`DEMO_ANCHOR must be a date YYYY-MM-DD, not '${pinned}'`)
    return new Date(at)
  }
  return new Date(Math.floor(now / DAY) * DAY + 6 * DAY)
}

export const CATALOG_ANCHOR = demoAnchor()

type T3 = [zhCN: string, zhMO: string, enUS: string]
const T = (v: T3, langs: Lang[]): Translations => {
  const all: Translations = { 'zh-CN': v[0], 'zh-MO': v[1], 'en-US': v[2] }
  return Object.fromEntries(langs.map((l) => [l, all[l]]))
}

export const CATEGORY_NAMES: Record<CategoryCode, T3> = {
  ALL: ['全部', '全部', 'All'],
  CONCERT: ['演唱会', '演唱會', 'Concerts'],
  DRAMA: ['话剧歌剧', '話劇歌劇', 'Drama & Opera'],
  SPORTS: ['体育', '體育', 'Sports'],
  MUSIC: ['音乐会', '音樂會', 'Music'],
  EXHIBITION: ['展览休闲', '展覽休閒', 'Exhibitions'],
  DANCE: ['舞蹈芭蕾', '舞蹈芭蕾', 'Dance'],
  CHILDREN: ['儿童亲子', '兒童親子', 'Children'],
  STORYTELLING: ['曲苑杂坛', '曲苑雜壇', 'Storytelling'],
}

/** Five show names per category, in the order the shows are numbered. */
const SHOW_NAMES: Array<[Exclude<CategoryCode, 'ALL'>, T3[]]> = [
  [
    'CONCERT',
    [
      ['星光巡回演唱会', '星光巡迴演唱會', 'Starlight Tour Concert'],
      ['海风乐队演唱会', '海風樂隊演唱會', 'Sea Breeze Band Live'],
      ['午夜霓虹演唱会', '午夜霓虹演唱會', 'Midnight Neon Live'],
      ['回声摇滚之夜', '回聲搖滾之夜', 'Echo Rock Night'],
      ['流金岁月经典演唱会', '流金歲月經典演唱會', 'Golden Years Classics Concert'],
    ],
  ],
  [
    'DRAMA',
    [
      ['话剧《茶馆》', '話劇《茶館》', 'Teahouse'],
      ['话剧《雷雨》', '話劇《雷雨》', 'Thunderstorm'],
      ['歌剧《图兰朵》', '歌劇《圖蘭朵》', 'Turandot (Opera)'],
      ['哈姆雷特', '哈姆雷特', 'Hamlet'],
      ['暗恋桃花源', '暗戀桃花源', 'Secret Love in Peach Blossom Land'],
    ],
  ],
  [
    'SPORTS',
    [
      ['城市篮球联赛', '城市籃球聯賽', 'City Basketball League'],
      ['国际网球公开赛', '國際網球公開賽', 'International Tennis Open'],
      ['格兰披治赛车', '格蘭披治賽車', 'Grand Prix Racing'],
      ['马拉松嘉年华', '馬拉松嘉年華', 'Marathon Carnival'],
      ['乒乓球大师赛', '乒乓球大師賽', 'Table Tennis Masters'],
    ],
  ],
  [
    'MUSIC',
    [
      ['贝多芬交响之夜', '貝多芬交響之夜', 'Beethoven Symphony Night'],
      ['爵士乐即兴夜', '爵士樂即興夜', 'Jazz Improv Night'],
      ['钢琴独奏音乐会', '鋼琴獨奏音樂會', 'Piano Recital'],
      ['民族管弦乐音乐会', '民族管弦樂音樂會', 'Chinese Orchestra Concert'],
      ['新年音乐会', '新年音樂會', 'New Year Concert'],
    ],
  ],
  [
    'EXHIBITION',
    [
      ['光影艺术展', '光影藝術展', 'Light and Shadow Art Exhibition'],
      ['恐龙奇妙展', '恐龍奇妙展', 'Wonderful Dinosaurs Exhibition'],
      ['印象派名画展', '印象派名畫展', 'Impressionist Masters Exhibition'],
      ['未来科技展', '未來科技展', 'Future Tech Expo'],
      ['动漫嘉年华', '動漫嘉年華', 'Anime Carnival'],
    ],
  ],
  [
    'DANCE',
    [
      ['芭蕾舞剧《天鹅湖》', '芭蕾舞劇《天鵝湖》', 'Swan Lake'],
      ['芭蕾舞剧《胡桃夹子》', '芭蕾舞劇《胡桃夾子》', 'The Nutcracker'],
      ['现代舞《呼吸》', '現代舞《呼吸》', 'Breath (Contemporary Dance)'],
      ['舞剧《丝路花雨》', '舞劇《絲路花雨》', 'Flowers and Rain on the Silk Road'],
      ['弗拉明戈之夜', '弗拉明戈之夜', 'Flamenco Night'],
    ],
  ],
  [
    'CHILDREN',
    [
      ['小猪佩奇舞台剧', '小豬佩奇舞台劇', 'Peppa Pig Live'],
      ['魔法森林儿童剧', '魔法森林兒童劇', 'The Magic Forest'],
      ['海底总动员亲子音乐会', '海底總動員親子音樂會', 'Under the Sea Family Concert'],
      ['儿童剧《三只小猪》', '兒童劇《三隻小豬》', 'The Three Little Pigs'],
      ['泡泡科学秀', '泡泡科學秀', 'Bubble Science Show'],
    ],
  ],
  [
    'STORYTELLING',
    [
      ['相声专场', '相聲專場', 'Crosstalk Night'],
      ['评书大会', '評書大會', 'Storytelling Gala'],
      ['脱口秀之夜', '脫口秀之夜', 'Stand-up Comedy Night'],
      ['魔术奇幻夜', '魔術奇幻夜', 'Magic Fantasy Night'],
      ['粤剧折子戏', '粵劇折子戲', 'Cantonese Opera Highlights'],
    ],
  ],
]

interface CitySpec {
  cityId: string
  provinceId: string
  name: T3
}
interface VenueSpec {
  venueId: string
  cityId: string
  name: T3
  address: T3
  lat: number
  lng: number
}

const CITIES: Record<string, CitySpec> = {
  BL8201: { cityId: 'BL8201', provinceId: 'P82', name: ['澳门', '澳門', 'Macau'] },
  BL8101: { cityId: 'BL8101', provinceId: 'P81', name: ['香港', '香港', 'Hong Kong'] },
  BL1106: { cityId: 'BL1106', provinceId: 'P31', name: ['上海', '上海', 'Shanghai'] },
  BL1101: { cityId: 'BL1101', provinceId: 'P11', name: ['北京', '北京', 'Beijing'] },
  BL1108: { cityId: 'BL1108', provinceId: 'P44', name: ['广州', '廣州', 'Guangzhou'] },
  BL1109: { cityId: 'BL1109', provinceId: 'P44', name: ['深圳', '深圳', 'Shenzhen'] },
  BL1112: { cityId: 'BL1112', provinceId: 'P33', name: ['杭州', '杭州', 'Hangzhou'] },
}

const V = (venueId: string, cityId: string, name: T3, address: T3, lat: number, lng: number): VenueSpec => ({
  venueId,
  cityId,
  name,
  address,
  lat,
  lng,
})

const MACAU_VENUES: VenueSpec[] = [
  V('MOV01', 'BL8201', ['澳门综艺馆', '澳門綜藝館', 'Macau Forum'], ['澳门冼星海大马路', '澳門冼星海大馬路', 'Avenida do Dr. Rodrigo Rodrigues'], 22.1946, 113.55),
  V('MOV02', 'BL8201', ['澳门文化中心', '澳門文化中心', 'Macao Cultural Centre'], ['澳门冼星海大马路', '澳門冼星海大馬路', 'Xian Xing Hai Avenue'], 22.1866, 113.553),
  V('MOV03', 'BL8201', ['路氹综艺馆', '路氹綜藝館', 'Cotai Arena'], ['澳门路氹金光大道', '澳門路氹金光大道', 'Estrada da Baía de N. Senhora da Esperança, Cotai'], 22.1476, 113.5603),
  V('MOV04', 'BL8101', ['香港体育馆', '香港體育館', 'Hong Kong Coliseum'], ['香港九龙红磡畅运道9号', '香港九龍紅磡暢運道9號', '9 Cheong Wan Road, Hung Hom, Kowloon'], 22.3016, 114.1823),
  V('MOV05', 'BL8101', ['香港文化中心', '香港文化中心', 'Hong Kong Cultural Centre'], ['香港尖沙咀梳士巴利道10号', '香港尖沙咀梳士巴利道10號', '10 Salisbury Road, Tsim Sha Tsui'], 22.2937, 114.17),
  V('MOV06', 'BL1108', ['广州大剧院', '廣州大劇院', 'Guangzhou Opera House'], ['广州市天河区珠江西路1号', '廣州市天河區珠江西路1號', '1 Zhujiang West Road, Tianhe, Guangzhou'], 23.117, 113.327),
  V('MOV07', 'BL1106', ['上海大剧院', '上海大劇院', 'Shanghai Grand Theatre'], ['上海市黄浦区人民大道300号', '上海市黃浦區人民大道300號', '300 People’s Avenue, Huangpu, Shanghai'], 31.2295, 121.4737),
]

const MAINLAND_VENUES: VenueSpec[] = [
  V('SHV01', 'BL1106', ['上海大剧院', '上海大劇院', 'Shanghai Grand Theatre'], ['上海市黄浦区人民大道300号', '', ''], 31.2295, 121.4737),
  V('SHV02', 'BL1106', ['梅赛德斯-奔驰文化中心', '', ''], ['上海市浦东新区世博大道1200号', '', ''], 31.1866, 121.4905),
  V('SHV03', 'BL1106', ['上海东方艺术中心', '', ''], ['上海市浦东新区丁香路425号', '', ''], 31.2204, 121.543),
  V('SHV04', 'BL1101', ['国家大剧院', '', ''], ['北京市西城区西长安街2号', '', ''], 39.9035, 116.389),
  V('SHV05', 'BL1101', ['北京工人体育场', '', ''], ['北京市朝阳区工人体育场北路', '', ''], 39.93, 116.447),
  V('SHV06', 'BL1108', ['广州大剧院', '', ''], ['广州市天河区珠江西路1号', '', ''], 23.117, 113.327),
  V('SHV07', 'BL1112', ['杭州大剧院', '', ''], ['杭州市上城区新业路39号', '', ''], 30.246, 120.21),
  V('SHV08', 'BL1109', ['深圳音乐厅', '', ''], ['深圳市福田区福中一路2016号', '', ''], 22.546, 114.057),
]

const SEAT_PLAN_NAMES: T3[] = [
  ['看台', '看台', 'Stand'],
  ['内场', '內場', 'Floor'],
  ['VIP', 'VIP', 'VIP'],
]

/** Detail status of base show i (0..39): mostly on sale, every other state represented. */
function statusOf(i: number): ShowDetailStatus {
  if (i === 38) return 'DELAY'
  switch (i % 10) {
    case 3:
      return 'SOLD_OUT'
    case 5:
      return 'PRE_SALE'
    case 7:
      return 'PENDING'
    case 9:
      return i < 20 ? 'CANCELED' : 'LACK_OF_TICKET'
    default:
      return 'ON_SALE'
  }
}

interface MerchantSpec {
  merchantId: string
  prefix: string
  langs: Lang[]
  cityIds: string[]
  defaultCityId: string
  venues: VenueSpec[]
}

const MACAU: MerchantSpec = {
  merchantId: DEMO_MERCHANTS.MACAU,
  prefix: 'MO',
  langs: ['zh-MO', 'zh-CN', 'en-US'],
  cityIds: ['BL8201', 'BL8101', 'BL1108', 'BL1106'],
  defaultCityId: 'BL8201',
  venues: MACAU_VENUES,
}

const MAINLAND: MerchantSpec = {
  merchantId: DEMO_MERCHANTS.MAINLAND,
  prefix: 'SH',
  langs: ['zh-CN'],
  cityIds: ['BL1106', 'BL1101', 'BL1108', 'BL1112', 'BL1109'],
  defaultCityId: 'BL1106',
  venues: MAINLAND_VENUES,
}

const pad3 = (n: number) => String(n).padStart(3, '0')
export const demoShowId = (prefix: string, n: number) => `${prefix}${pad3(n)}`

interface ShowSpec {
  n: number
  name: T3
  category: Exclude<CategoryCode, 'ALL'>
  venue: VenueSpec
  status: ShowDetailStatus
  offline?: boolean
  tourId?: string
  dayOffset: number
}

/** Build the whole catalog of one merchant. */
export function demoCatalog(spec: MerchantSpec): CatalogInsert {
  const { merchantId, prefix, langs } = spec
  const tt = (v: T3) => T(v, langs)
  const data: Required<CatalogInsert> = {
    cities: spec.cityIds.map((cityId, position) => {
      const c = CITIES[cityId] as CitySpec
      return {
        merchantId,
        cityId,
        siteId: `SITE-${cityId}`,
        provinceId: c.provinceId,
        bsCityId: cityId.replace('BL', 'BS'),
        cityName: tt(c.name),
        status: 'ONLINE' as const,
        isDefault: cityId === spec.defaultCityId,
        position,
      }
    }),
    venues: spec.venues.map((v, position) => ({
      merchantId,
      venueId: v.venueId,
      cityId: v.cityId,
      name: tt(v.name),
      address: tt(v.address),
      lat: v.lat,
      lng: v.lng,
      position,
    })),
    categories: (Object.keys(CATEGORY_NAMES) as CategoryCode[]).map((code, position) => ({
      merchantId,
      code,
      displayName: tt(CATEGORY_NAMES[code]),
      position,
    })),
    shows: [],
    showGroups: [],
    tours: [],
    sessions: [],
    seatPlans: [],
    layouts: [],
    customerService: [],
    copywriting: [],
    appVersions: [],
  }

  // 40 base shows (5 per category), then tour legs and one OFFLINE show.
  const shows: ShowSpec[] = []
  SHOW_NAMES.forEach(([category, names], c) =>
    names.forEach((name, k) => {
      const i = c * 5 + k
      shows.push({ n: i + 1, name, category, venue: spec.venues[i % spec.venues.length] as VenueSpec, status: statusOf(i), dayOffset: (i * 3) % 60 })
    }),
  )
  const tour1 = `${prefix}TR01`
  const tour2 = `${prefix}TR02`
  const legs: Array<[T3, Exclude<CategoryCode, 'ALL'>, string, number, number]> = [
    [['星光巡回演唱会 · 第二站', '星光巡迴演唱會 · 第二站', 'Starlight Tour Concert · Leg 2'], 'CONCERT', tour1, 1, 20],
    [['星光巡回演唱会 · 第三站', '星光巡迴演唱會 · 第三站', 'Starlight Tour Concert · Leg 3'], 'CONCERT', tour1, 2, 34],
    [['芭蕾舞剧《天鹅湖》 · 巡演加场', '芭蕾舞劇《天鵝湖》 · 巡演加場', 'Swan Lake · Extra Tour Date'], 'DANCE', tour2, 3, 41],
    [['星光巡回演唱会 · 终站', '星光巡迴演唱會 · 終站', 'Starlight Tour Concert · Finale'], 'CONCERT', tour1, 4, 55],
    [['城市篮球联赛 · 全明星周末', '城市籃球聯賽 · 全明星週末', 'City Basketball League · All-Star Weekend'], 'SPORTS', '', 5, 50],
    [['小猪佩奇舞台剧 · 圣诞特别场', '小豬佩奇舞台劇 · 聖誕特別場', 'Peppa Pig Live · Christmas Special'], 'CHILDREN', '', 6, 23],
  ]
  legs.forEach(([name, category, tourId, v, dayOffset], k) => {
    shows.push({ n: 41 + k, name, category, venue: spec.venues[v % spec.venues.length] as VenueSpec, status: 'ON_SALE', tourId: tourId || undefined, dayOffset })
  })
  shows[0]!.tourId = tour1
  shows[25]!.tourId = tour2
  shows.push({
    n: 47,
    name: ['已下架的演出', '已下架的演出', 'Withdrawn Show'],
    category: 'MUSIC',
    venue: spec.venues[0] as VenueSpec,
    status: 'ON_SALE',
    offline: true,
    dayOffset: 10,
  })

  for (const s of shows) {
    const i = s.n - 1
    const showId = demoShowId(prefix, s.n)
    // PRE_SALE shows play later and open for sale at a fixed future instant.
    const first = new Date(CATALOG_ANCHOR.getTime() + (s.status === 'PRE_SALE' ? 70 + s.dayOffset : s.dayOffset) * DAY + 11.5 * HOUR)
    const sessionCount = s.category === 'EXHIBITION' ? 3 : (i % 3) + 1
    const last = new Date(first.getTime() + (sessionCount - 1) * DAY)
    const base = (180 + ((i * 37) % 12) * 40) * 100
    const prices = [base, base * 2, base * 3]
    const isFree = i === 24
    const soldOut = s.status === 'SOLD_OUT'
    const customPrice = s.status === 'PENDING' ? -1 : i === 12 ? 0 : i === 11 || i === 33 ? 9900 : null
    const seatPickType = i % 7 === 0 ? ('THIRD_PARTY' as const) : ['CONCERT', 'DRAMA', 'MUSIC', 'DANCE'].includes(s.category) && i % 3 === 0 ? ('SUPPORT_PICK' as const) : ('SUPPORT_NONE' as const)
    const tags = []
    if (i % 4 === 0) tags.push({ type: 'MARKETING_TAG_COUPON' as const, title: tt(['可用券', '可用券', 'Coupons']) })
    if (i % 6 === 1) tags.push({ type: 'MARKETING_TAG_ACTIVITY' as const, title: tt(['限时优惠', '限時優惠', 'Limited offer']) })
    const name = tt(s.name)
    data.shows.push({
      merchantId,
      showId,
      stdShowId: `STD-${showId}`,
      showName: name,
      firstShowTime: first,
      lastShowTime: last,
      cityId: s.venue.cityId,
      venueId: s.venue.venueId,
      showType: s.category === 'EXHIBITION' ? 'EXHIBITION' : 'NORMAL',
      backendCategory: s.category,
      showStatus: s.offline ? 'OFFLINE' : 'ONLINE',
      showDetailStatus: s.status,
      showDuration: 90 + (i % 4) * 30,
      soldOut,
      isFree,
      minPriceCents: isFree ? 0 : prices[0],
      maxPriceCents: isFree ? 0 : prices[2],
      customPrice,
      showTags: tags,
      whiteTags: i % 11 === 0 ? ['PRIORITY_MEMBER'] : [],
      tourId: s.tourId ?? null,
      seatPickType,
      supportSeatPicking: seatPickType === 'SUPPORT_PICK',
      saleTime: s.status === 'PRE_SALE' ? new Date(CATALOG_ANCHOR.getTime() + 20 * DAY + 4 * HOUR) : new Date(CATALOG_ANCHOR.getTime() - 30 * DAY),
      prioritySaleTime: s.status === 'PRE_SALE' ? new Date(CATALOG_ANCHOR.getTime() + 19 * DAY + 4 * HOUR) : null,
      minLimitAge: s.category === 'STORYTELLING' ? 12 : s.category === 'CHILDREN' ? null : i % 5 === 0 ? 6 : null,
      captchaSwitch: soldOut || i % 9 === 0,
      captchaVerifyStartTime: soldOut || i % 9 === 0 ? CATALOG_ANCHOR : null,
      captchaVerifyEndTime: soldOut || i % 9 === 0 ? new Date(CATALOG_ANCHOR.getTime() + 30 * DAY) : null,
      captchaTypes: soldOut || i % 9 === 0 ? ['SLIDER'] : [],
      discount: i % 8 === 2 ? 0.85 : null,
      existWaitList: soldOut && i % 20 === 3,
      utcOffset: 480,
      showAlertText:
        s.status === 'CANCELED'
          ? tt(['演出已取消，已购票用户将原路退款', '演出已取消，已購票用戶將原路退款', 'This show is canceled; tickets are refunded to the original payment'])
          : {},
      displayFraudFlag: i % 10 === 0,
      description: Object.fromEntries(
        Object.entries(name).map(([lang, text]) => [
          lang,
          lang === 'en-US'
            ? `<p><strong>${text}</strong></p><p>Running time about ${90 + (i % 4) * 30} minutes.</p>`
            : `<p><strong>${text}</strong></p><p>${lang === 'zh-MO' ? '演出時長約' : '演出时长约'} ${90 + (i % 4) * 30} ${lang === 'zh-MO' ? '分鐘' : '分钟'}。</p>`,
        ]).map(([lang, html]) => [lang, s.n === 1 ? html + setList(lang as Lang) : html]),
      ),
      recommendWeight: (i * 7) % 10,
      createdAt: SEED_TIME,
      updatedAt: SEED_TIME,
    })
    for (let k = 0; k < sessionCount; k++) {
      const sessionId = `${showId}-S${k + 1}`
      const start = new Date(first.getTime() + k * DAY)
      const local = new Date(start.getTime() + 8 * HOUR).toISOString()
      data.sessions.push({
        merchantId,
        sessionId,
        showId,
        name: tt([`${local.slice(0, 10)} ${local.slice(11, 16)}`, `${local.slice(0, 10)} ${local.slice(11, 16)}`, `${local.slice(0, 10)} ${local.slice(11, 16)}`]),
        startTime: start,
        status: s.status === 'CANCELED' ? 'CANCELED' : soldOut ? 'SOLD_OUT' : s.status === 'PENDING' ? 'PENDING' : 'ON_SALE',
        position: k,
      })
      SEAT_PLAN_NAMES.forEach((planName, j) =>
        data.seatPlans.push({
          merchantId,
          seatPlanId: `${sessionId}-P${j + 1}`,
          sessionId,
          showId,
          name: tt(planName),
          priceCents: isFree ? 0 : (prices[j] as number),
          saleState: soldOut ? 'SOLD_OUT' : s.status === 'LACK_OF_TICKET' || (j === 2 && i % 3 === 1) ? 'LOW' : 'ON_SALE',
          position: j,
        }),
      )
    }
  }

  const id = (n: number) => demoShowId(prefix, n)
  data.tours.push(
    {
      merchantId,
      tourId: tour1,
      name: tt(['星光巡回演唱会', '星光巡迴演唱會', 'Starlight Tour']),
      description: tt(['星光乐队年度巡演，四城连唱。', '星光樂隊年度巡演，四城連唱。', 'The Starlight band’s yearly tour, four cities.']),
      showIds: [id(1), id(41), id(42), id(44)],
    },
    {
      merchantId,
      tourId: tour2,
      name: tt(['《天鹅湖》巡演', '《天鵝湖》巡演', 'Swan Lake Tour']),
      description: tt(['经典芭蕾舞剧巡演。', '經典芭蕾舞劇巡演。', 'The classic ballet on tour.']),
      showIds: [id(26), id(43)],
    },
  )
  data.showGroups.push({
    merchantId,
    showGroupId: `${prefix}SG01`,
    name: tt(['冬季戏剧节', '冬季戲劇節', 'Winter Drama Festival']),
    theaterOrLocationName: tt(spec.venues[1]!.name),
    theaterOrLocationAddress: tt(spec.venues[1]!.address),
    addressType: 'THEATER',
    showIds: [id(6), id(7), id(9)],
  })

  data.layouts.push(...demoLayouts(spec, tt))

  data.customerService.push(
    spec === MACAU
      ? {
          merchantId,
          scope: '',
          type: 'BOTH',
          telephone: '+853 2888 0000',
          workTimes: [1, 2, 3, 4, 5].map((weekday) => ({ weekday, start: '10:00', end: '19:00' })).concat([6, 7].map((weekday) => ({ weekday, start: '10:00', end: '18:00' }))),
          online: { enabled: true, url: '/support', companyChatId: 'lotus-cs', companyChatName: '蓮花劇場客服' },
        }
      : {
          merchantId,
          scope: '',
          type: 'TELEPHONE',
          telephone: '400-000-0000',
          workTimes: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, start: '09:00', end: '21:00' })),
          online: { enabled: false, url: '', companyChatId: '', companyChatName: '' },
        },
    {
      merchantId,
      scope: id(1),
      type: 'TELEPHONE',
      telephone: spec === MACAU ? '+853 2888 0001' : '021-0000-0001',
      workTimes: [1, 2, 3, 4, 5].map((weekday) => ({ weekday, start: '09:00', end: '18:00' })),
      online: { enabled: false, url: '', companyChatId: '', companyChatName: '' },
    },
  )

  const cw = (client: string, type: string, key: string, v: T3) => ({ merchantId, client, type, key, value: tt(v) })
  data.copywriting.push(
    cw('ALL', 'base', 'search.placeholder', ['搜索演出、艺人、场馆', '搜尋演出、藝人、場館', 'Search shows, artists, venues']),
    cw('ALL', 'base', 'buy.notice', ['每单限购6张，请提前实名', '每單限購6張，請提前實名', 'Up to 6 tickets per order; real names required']),
    cw('ALL', 'order', 'order.payTip', ['请在15分钟内完成支付', '請在15分鐘內完成支付', 'Please pay within 15 minutes']),
    cw('WEIXIN', 'base', 'search.placeholder', ['在小程序中搜索演出', '在小程式中搜尋演出', 'Search shows in the mini-program']),
    // The web build's own wording: the desktop top bar and the search page show it (not the app default).
    cw('H5', 'base', 'search.placeholder', ['搜索演唱会、话剧、展览', '搜尋演唱會、話劇、展覽', 'Search concerts, plays and exhibitions']),
  )

  const ver = (clientCode: string, versionNo: string, force: boolean, days: number, v: T3) => ({
    merchantId,
    productCode: 'storefront',
    clientCode,
    versionNo,
    force,
    description: tt(v),
    releasedAt: new Date(CATALOG_ANCHOR.getTime() - days * DAY),
  })
  for (const client of ['ios', 'android']) {
    data.appVersions.push(
      ver(client, '4.8.0', false, 400, ['基础版本', '基礎版本', 'Base release']),
      ver(client, '4.30.0', true, 120, ['安全更新，请立即升级', '安全更新，請立即升級', 'Security update, please update now']),
      ver(client, '4.39.0', false, 10, ['新增演出日历', '新增演出日曆', 'New show calendar']),
    )
  }
  return data
}

/**
 * The first show's long set list: a description of more than 50 rich-text nodes, which the app must
 * render in groups (spec core §9).
 */
const SET_LIST_SONGS = 52
function setList(lang: Lang): string {
  const head = lang === 'en-US' ? 'Set list' : lang === 'zh-MO' ? '演出曲目' : '演出曲目'
  const song = (n: number) => (lang === 'en-US' ? `Song ${n}` : `第${n}首`)
  return `<h3>${head}</h3>${Array.from({ length: SET_LIST_SONGS }, (_, k) => `<p>${k + 1}. ${song(k + 1)}</p>`).join('')}`
}

/** The festival programme of the topic page: one paragraph per day, more than 50 nodes (grouped by the app). */
const PROGRAMME_DAYS = 56
function programme(lang: Lang): string {
  const intro =
    lang === 'en-US' ? '<p>The yearly <strong>Winter Drama Festival</strong>.</p>' : lang === 'zh-MO' ? '<p>一年一度的<strong>冬季戲劇節</strong>。</p>' : '<p>一年一度的<strong>冬季戏剧节</strong>。</p>'
  const day = (n: number) => (lang === 'en-US' ? `<p>Day ${n}: readings, workshops and evening shows.</p>` : lang === 'zh-MO' ? `<p>第${n}天：劇本朗讀、工作坊與晚間演出。</p>` : `<p>第${n}天：剧本朗读、工作坊与晚间演出。</p>`)
  return intro + Array.from({ length: PROGRAMME_DAYS }, (_, k) => day(k + 1)).join('')
}

/** Our own demo video (server/media, served at /api/pub/media/): no external URLs in demo data. */
export const DEMO_VIDEO_URL = '/api/pub/media/winter-drama-festival.mp4'

function demoLayouts(spec: MerchantSpec, tt: (v: T3) => Translations): CatalogInsert['layouts'] & object {
  const { merchantId, prefix } = spec
  const id = (n: number) => demoShowId(prefix, n)
  const poster = (n: number) => `/api/pub/poster/${id(n)}.svg?merchantId=${merchantId}`
  // Carousels and banner blocks are wide: the same poster drawn 3:1, so no crop cuts its writing.
  const banner = (n: number) => `${poster(n)}&shape=banner`
  const comp = (componentId: string, componentType: LayoutComponentRow['componentType'], config: Record<string, unknown> = {}): LayoutComponentRow => ({
    componentId,
    componentType,
    config,
  })
  // The listed demo coupon templates (seed/coupons.ts).
  const couponIds = ['NEW', 'DISC', 'FULL', 'REAL'].map((k) => `${prefix}-CP-${k}`)
  const icons = (Object.keys(CATEGORY_NAMES) as CategoryCode[])
    .filter((c) => c !== 'ALL')
    .map((code) => ({ title: tt(CATEGORY_NAMES[code]), icon: '', jumpType: 'CATEGORY', jumpTarget: code }))
  const home: LayoutComponentRow[] = [
    comp('c-search', 'SEARCH_BAR', {
      placeholder: tt(['搜索演出、艺人、场馆', '搜尋演出、藝人、場館', 'Search shows, artists, venues']),
      // Merchant text in every language the shop speaks, hot keywords too (issue 13: no '星光' on the English home).
      hotKeywords: [tt(['星光', '星光', 'Starlight']), tt(['天鹅湖', '天鵝湖', 'Swan Lake'])],
    }),
    comp('c-slides', 'SLIDE_NAVIGATION', {
      items: [1, 26, 21].map((n) => ({ image: banner(n), title: tt(['热门推荐', '熱門推薦', 'Featured']), jumpType: 'SHOW_DETAIL', jumpTarget: id(n) })),
    }),
    comp('c-icons', 'ICON_NAVIGATION', { items: icons }),
    comp('c-notice', 'ANNOUNCEMENT', { text: tt(['购票请认准官方渠道', '購票請認準官方渠道', 'Buy tickets only from official channels']), announcementId: 'A1' }),
    // Coupons (seed/coupons.ts): the entry a newcomer taps to the receive list.
    comp('c-coupon', 'COUPON', { title: tt(['新人专享优惠券', '新人專享優惠券', 'Coupons for new buyers']), actText: tt(['去领券', '去領券', 'Get coupons']), couponTemplateIds: couponIds }),
    // Open-show registration (seed/registrations.ts): the home's activity-enroll entry.
    comp('c-enroll', 'ACTIVITY_ENROLL', { title: tt(['免费活动报名', '免費活動報名', 'Free events: register']), actText: tt(['去报名', '去報名', 'Register']), activityId: `${prefix}-OS1` }),
    // Privilege cards (seed/cards.ts): the entry a newcomer taps to the card list.
    comp('c-card', 'PRIVILEGE_CARD', { title: tt(['演出权益卡：购票享折扣', '演出權益卡：購票享折扣', 'Benefit cards: discounts on tickets']), actText: tt(['去看看', '去看看', 'See cards']) }),
    // Venue reservations (seed/reservations.ts): the home's reservation entry.
    comp('c-reserve', 'VENUE_RESERVATION', { title: tt(['场馆预约：后台参观', '場館預約：後台參觀', 'Reserve a visit: backstage tour']), actText: tt(['去预约', '去預約', 'Reserve']) }),
    comp('c-recommend', 'RECOMMENDED_LIST', { title: tt(['为你推荐', '為你推薦', 'Recommended for you']), query: { sortType: 'RECOMMEND', limit: 6 } }),
    comp('c-calendar', 'SHOW_CALENDAR', { title: tt(['演出日历', '演出日曆', 'Show calendar']), query: { sortType: 'TIME_ASC', limit: 10, cityFiltered: true } }),
    comp('c-concerts', 'THREE_COLUMN_SHOW', { title: tt(['热门演唱会', '熱門演唱會', 'Hot concerts']), query: { backendCategoryCode: 'CONCERT', limit: 6 } }),
    comp('c-single', 'SINGLE_SHOW', { showIds: [id(26)] }),
    comp('c-tour', 'TOUR', { title: tt(['巡演', '巡演', 'On tour']), tourId: `${prefix}TR01` }),
    comp('c-venues', 'HOT_VENUE', { title: tt(['热门场馆', '熱門場館', 'Popular venues']), venueIds: spec.venues.slice(0, 3).map((v) => v.venueId) }),
    comp('c-slide-shows', 'SLIDE_SHOW', { title: tt(['本周精选', '本週精選', 'This week’s picks']), showIds: [id(2), id(11), id(16), id(21), id(31)] }),
    comp('c-drama', 'SHOW_LIST', { title: tt(['话剧歌剧', '話劇歌劇', 'Drama & Opera']), query: { backendCategoryCode: 'DRAMA', limit: 4 } }),
    comp('c-banner', 'BANNER', { image: banner(36), title: tt(['亲子好戏', '親子好戲', 'Family favourites']), jumpType: 'CATEGORY', jumpTarget: 'CHILDREN' }),
    comp('c-topic', 'BANNER', { image: banner(6), title: tt(['冬季戏剧节', '冬季戲劇節', 'Winter Drama Festival']), jumpType: 'TOPIC', jumpTarget: 'DRAMAFEST' }),
    comp('c-divider', 'DIVIDER', { style: 'line' }),
    comp('c-text', 'TEXT', { text: tt(['更多演出，持续上新', '更多演出，持續上新', 'More shows coming soon']) }),
    comp('c-masonry', 'MASONRY', { title: tt(['全部演出', '全部演出', 'All shows']), query: { sortType: 'RECOMMEND', limit: 10 } }),
  ]
  const draft: LayoutComponentRow[] = [
    comp('c-draft-title', 'PAGE_TITLE', { title: tt(['新春特别企划（草稿）', '新春特別企劃（草稿）', 'New Year special (draft)']) }),
    comp('c-draft-banner', 'BANNER', { image: banner(20), title: tt(['新年音乐会', '新年音樂會', 'New Year Concert']), jumpType: 'SHOW_DETAIL', jumpTarget: id(20) }),
    ...home.filter((c) => c.componentId !== 'c-notice'),
  ]
  const topic: LayoutComponentRow[] = [
    comp('t-title', 'PAGE_TITLE', { title: tt(['冬季戏剧节', '冬季戲劇節', 'Winter Drama Festival']) }),
    comp('t-anchors', 'ANCHOR_NAVIGATION', {
      anchors: [
        { title: tt(['剧目', '劇目', 'Shows']), componentId: 't-shows' },
        { title: tt(['视频', '影片', 'Video']), componentId: 't-video' },
        { title: tt(['周边', '周邊', 'Goods']), componentId: 't-goods' },
        { title: tt(['投票', '投票', 'Vote']), componentId: 't-vote' },
      ],
    }),
    comp('t-rich', 'RICH_TEXT', { html: tt([programme('zh-CN'), programme('zh-MO'), programme('en-US')]) }),
    comp('t-images', 'IMAGES', { images: [poster(6), poster(7)] }),
    comp('t-video', 'VIDEO', { src: DEMO_VIDEO_URL, poster: poster(9), title: tt(['戏剧节预告', '戲劇節預告', 'Festival trailer']) }),
    comp('t-shows', 'SHOW_LIST', { title: tt(['参演剧目', '參演劇目', 'On the programme']), showIds: [id(6), id(7), id(9)] }),
    // Goods come from the component's own items: the storefront has no goods catalogue yet.
    comp('t-goods', 'PRODUCT', {
      title: tt(['戏剧节周边', '戲劇節周邊', 'Festival goods']),
      items: [
        { id: `${prefix}G01`, name: tt(['戏剧节纪念T恤', '戲劇節紀念T恤', 'Festival T-shirt']), posterUrl: poster(6), required: false, idArr: [`${prefix}G01-M`, `${prefix}G01-L`], spuQty: 120, totalAmount: 0, minPrice: 12800, minMatchMarketPrice: 16800 },
        { id: `${prefix}G02`, name: tt(['场刊（中英双语）', '場刊（中英雙語）', 'Programme book (bilingual)']), posterUrl: poster(7), required: false, idArr: [`${prefix}G02`], spuQty: 35, totalAmount: 0, minPrice: 6000, minMatchMarketPrice: 0 },
        { id: `${prefix}G03`, name: tt(['帆布袋', '帆布袋', 'Canvas tote bag']), posterUrl: poster(9), required: false, idArr: [`${prefix}G03`], spuQty: 8, totalAmount: 0, minPrice: 4500, minMatchMarketPrice: 5900 },
      ],
    }),
    comp('t-coupon', 'COUPON', { couponTemplateIds: [] }),
    // The festival's campaign page (seed/topics.ts): a content URL, so the shop's web-activity flag decides.
    comp('t-activity', 'BANNER', { image: banner(7), title: tt(['戏剧节互动专区：领券、投票', '戲劇節互動專區：領券、投票', 'Festival corner: coupons and votes']), jumpType: 'URL', jumpTarget: `/topic-activity/${prefix}-TA1` }),
    comp('t-vote', 'VOTE', { voteId: `${prefix}-V1`, title: tt(['你最想重温哪类剧目？', '你最想重溫哪類劇目？', 'Which kind of play should come back next year?']), actText: tt(['去投票', '去投票', 'Vote']) }),
    comp('t-enroll', 'ACTIVITY_ENROLL', { activityId: 'E1' }),
  ]
  const layout = (layoutId: string, page: LayoutPage, status: 'PUBLISHED' | 'DRAFT', title: T3, components: LayoutComponentRow[], topicId = '') => ({
    merchantId,
    layoutId,
    page,
    topicId,
    status,
    title: tt(title),
    components,
    createdAt: SEED_TIME,
    updatedAt: SEED_TIME,
  })
  return [
    layout(`${prefix}-HOME`, 'HOME', 'PUBLISHED', ['首页', '首頁', 'Home'], home),
    layout(`${prefix}-HOME-DRAFT`, 'HOME', 'DRAFT', ['首页（草稿）', '首頁（草稿）', 'Home (draft)'], draft),
    layout(`${prefix}-TOPIC-DRAMA`, 'TOPIC', 'PUBLISHED', ['冬季戏剧节', '冬季戲劇節', 'Winter Drama Festival'], topic, 'DRAMAFEST'),
    layout(`${prefix}-TOPIC-COUPON`, 'TOPIC_COUPON', 'PUBLISHED', ['领券专区', '領券專區', 'Coupons'], [comp('tc-coupon', 'COUPON', { title: tt(['领券专区', '領券專區', 'Coupons']), actText: tt(['去领券', '去領券', 'Get coupons']), couponTemplateIds: couponIds }), comp('tc-shows', 'SHOW_LIST', { showIds: [id(1), id(5)] })], 'COUPONS'),
    layout(`${prefix}-PAY-SUCCESS`, 'PAY_SUCCESS', 'PUBLISHED', ['支付成功', '支付成功', 'Payment successful'], [
      comp('p-text', 'TEXT', { text: tt(['感谢购票，演出见！', '感謝購票，演出見！', 'Thanks, see you at the show!']) }),
      comp('p-recommend', 'RECOMMENDED_LIST', { title: tt(['看了又看', '看了又看', 'You may also like']), query: { sortType: 'RECOMMEND', limit: 4 } }),
    ]),
    layout(`${prefix}-TICKET-HOLDER`, 'TICKET_HOLDER', 'PUBLISHED', ['票夹', '票夾', 'Tickets'], [
      comp('h-notice', 'ANNOUNCEMENT', { text: tt(['入场请出示电子票', '入場請出示電子票', 'Show your e-ticket at the entrance']) }),
      comp('h-recommend', 'RECOMMENDED_LIST', { title: tt(['为你推荐', '為你推薦', 'Recommended for you']), query: { limit: 4 } }),
    ]),
    layout(`${prefix}-PERSONAL-CENTER`, 'PERSONAL_CENTER', 'PUBLISHED', ['我的', '我的', 'Mine'], [
      comp('m-member', 'PAID_MEMBER', { title: tt(['开通会员', '開通會員', 'Join membership']) }),
      comp('m-card', 'PRIVILEGE_CARD', { title: tt(['权益卡', '權益卡', 'Privilege cards']) }),
      comp('m-icons', 'ICON_NAVIGATION', {
        items: [
          { title: tt(['我的订单', '我的訂單', 'My orders']), jumpType: 'PAGE', jumpTarget: 'order' },
          { title: tt(['优惠券', '優惠券', 'Coupons']), jumpType: 'PAGE', jumpTarget: 'coupon' },
        ],
      }),
      comp('m-recommend', 'RECOMMENDED_LIST', { title: tt(['为你推荐', '為你推薦', 'Recommended for you']), query: { limit: 4 } }),
    ]),
  ]
}

type LayoutPage = 'HOME' | 'TOPIC' | 'TOPIC_COUPON' | 'PAY_SUCCESS' | 'TICKET_HOLDER' | 'PERSONAL_CENTER'

export const DEMO_CATALOG_SPECS = { MACAU, MAINLAND }

/** Seed step: insert the missing demo catalog rows, then bring search_text up to date. */
export async function seedCatalog({ db }: SeedContext): Promise<number> {
  const repo = createCatalogRepository(db)
  let n = 0
  for (const spec of [MACAU, MAINLAND]) {
    n += await repo.insertCatalogIfAbsent(demoCatalog(spec))
    n += await repo.refreshSearchText(spec.merchantId)
  }
  return n
}

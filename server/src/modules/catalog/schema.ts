/** TypeBox schemas of the catalog routes; response schemas mirror types/catalog.ts (checked at compile time). */
import { Type, type Static, type TSchema } from '@sinclair/typebox'
import {
  COMPONENT_TYPES,
  LAYOUT_PAGES,
  SHOW_DETAIL_STATUSES,
  SHOW_SORT_TYPES,
  type CategoryList,
  type CopywritingConfig,
  type CustomerService,
  type FavouriteState,
  type Layout,
  type ShowCardPage,
  type ShowDynamic,
  type ShowGroupDetail,
  type RichTextNode,
  type ShowStatic,
  type SiteList,
  type TourDetail,
  type VenueDetail,
  type VenueList,
  type VersionMatch,
} from '../../../../types/catalog.js'
import { envelopeSchema } from '../../http/envelope.js'
import { NoticeSchema } from '../announcements/schema.js'

const lit = <T extends string>(values: readonly T[]) => Type.Union(values.map((v) => Type.Literal(v)))
const Nullable = <T extends TSchema>(s: T) => Type.Union([s, Type.Null()])

const ID = '^[A-Za-z0-9_-]{1,64}$'
const IdString = Type.String({ pattern: ID })
const ID_LIST = '^[A-Za-z0-9_,-]{0,2000}$'
const DATE = '^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$'

const ShowDetailStatusSchema = lit(SHOW_DETAIL_STATUSES)

/**
 * Rich-text nodes nest without limit: the top level is described, children are serialised as they are
 * (the nodes come from rich-text.ts, never from the request), and the static type is the contract's.
 */
const RichTextNodesSchema = Type.Unsafe<RichTextNode[]>(
  Type.Array(
    Type.Object({
      type: lit(['text', 'node'] as const),
      text: Type.Optional(Type.String()),
      name: Type.Optional(Type.String()),
      attrs: Type.Optional(Type.Record(Type.String(), Type.String())),
      children: Type.Optional(Type.Array(Type.Unknown())),
    }),
  ),
)
const PriceInfoSchema = Type.Object({
  prefix: Type.String(),
  yuanNum: Type.Integer(),
  centNum: Type.Integer(),
  suffix: Type.String(),
  pending: Type.Boolean(),
})
const ShowTagSchema = Type.Object({
  type: lit(['MARKETING_TAG_COUPON', 'MARKETING_TAG_ACTIVITY', 'MARKETING_TAG_NORMAL'] as const),
  title: Type.String(),
})
const TextPieceSchema = Type.Object({ type: lit(['TEXT', 'HIGHLIGHT'] as const), value: Type.String() })
const CategoryRefSchema = Type.Object({ code: Type.String(), displayName: Type.String() })

export const ShowCardSchema = Type.Object({
  id: Type.String(),
  showId: Type.String(),
  posterUrl: Type.String(),
  showName: Type.String(),
  showNameArr: Type.Array(TextPieceSchema),
  showDate: Type.String(),
  displayShowTime: Type.String(),
  firstShowTime: Type.String(),
  venueName: Type.String(),
  venueNameArr: Type.Array(TextPieceSchema),
  cityId: Type.String(),
  cityName: Type.String(),
  backendCategory: CategoryRefSchema,
  showDetailStatus: ShowDetailStatusSchema,
  showStatusDisplay: Type.String(),
  showStatusDisplayLong: Type.String(),
  showTags: Type.Array(ShowTagSchema),
  advertise: Type.Boolean(),
  isSensitive: Type.Boolean(),
  isFree: Type.Boolean(),
  soldOut: Type.Boolean(),
  minOriginalPriceInfo: Nullable(PriceInfoSchema),
  seatPlanDisplayAdvance: Type.Boolean(),
  seatPlanDisplayDesc: Type.String(),
  discountPrivilegeIds: Type.Array(Type.String()),
  supportPromotion: Type.Boolean(),
  discount: Nullable(Type.Number()),
  distance: Nullable(Type.Number()),
})

const ShowCardPageSchema = Type.Object({
  total: Type.Integer(),
  offset: Type.Integer(),
  length: Type.Integer(),
  list: Type.Array(ShowCardSchema),
})

const VenueBriefProps = {
  venueId: Type.String(),
  venueName: Type.String(),
  venueAddress: Type.String(),
  lat: Type.Number(),
  lng: Type.Number(),
  cityId: Type.String(),
  cityName: Type.String(),
  showCount: Type.Integer(),
}
const VenueBriefSchema = Type.Object(VenueBriefProps)
const VenueDetailSchema = Type.Object({ ...VenueBriefProps, shows: Type.Array(ShowCardSchema) })
const VenueListSchema = Type.Object({ list: Type.Array(VenueBriefSchema) })

const TourRefSchema = Type.Object({ tourId: Type.String(), tourName: Type.String() })
const TourDetailSchema = Type.Object({
  tourId: Type.String(),
  tourName: Type.String(),
  description: Type.String(),
  posterUrl: Type.String(),
  shows: Type.Array(ShowCardSchema),
})
const ShowGroupRefSchema = Type.Object({ showGroupId: Type.String(), showGroupName: Type.String() })
const ShowGroupDetailSchema = Type.Object({
  showGroupId: Type.String(),
  showGroupName: Type.String(),
  posterUrl: Type.String(),
  theaterOrLocationName: Type.String(),
  theaterOrLocationAddress: Type.String(),
  showGroupAddressTypeEnum: lit(['THEATER', 'LOCATION'] as const),
  showCaptchaInfos: Type.Array(Type.Object({ showId: Type.String(), captchaSwitch: Type.Boolean(), captchaTypes: Type.Array(Type.String()) })),
  shows: Type.Array(ShowCardSchema),
})

const VenueRefSchema = Type.Object({
  venueId: Type.String(),
  venueName: Type.String(),
  venueAddress: Type.String(),
  venueLat: Type.Number(),
  venueLng: Type.Number(),
})

const ShowStaticSchema = Type.Object({
  showId: Type.String(),
  stdShowId: Type.String(),
  posterUrl: Type.String(),
  showName: Type.String(),
  showDate: Type.String(),
  firstShowTime: Type.String(),
  lastShowTime: Type.String(),
  cityId: Type.String(),
  cityName: Type.String(),
  venueId: Type.String(),
  venueName: Type.String(),
  venueAddress: Type.String(),
  venueLat: Type.Number(),
  venueLng: Type.Number(),
  venue: VenueRefSchema,
  showType: Type.String(),
  backendCategory: CategoryRefSchema,
  showDuration: Type.Integer(),
  isFree: Type.Boolean(),
  minOriginalPriceInfo: Nullable(PriceInfoSchema),
  maxOriginalPriceInfo: Nullable(PriceInfoSchema),
  customPrice: Nullable(Type.Integer()),
  onSaleShowCount: Type.Integer(),
  showTags: Type.Array(ShowTagSchema),
  whiteTags: Type.Array(Type.String()),
  tour: Nullable(TourRefSchema),
  showGroup: Nullable(ShowGroupRefSchema),
  seatPickType: lit(['SUPPORT_NONE', 'SUPPORT_PICK', 'THIRD_PARTY'] as const),
  supportSeatPicking: Type.Boolean(),
  seatCapable: Type.Boolean(),
  minLimitAge: Nullable(Type.Integer()),
  captchaSwitch: Type.Boolean(),
  captchaVerifyStartTime: Nullable(Type.String()),
  captchaVerifyEndTime: Nullable(Type.String()),
  captchaTypes: Type.Array(Type.String()),
  discount: Nullable(Type.Number()),
  utcOffset: Type.Integer(),
  localTimeTxt: Type.String(),
  showAlertText: Type.String(),
  displayFraudFlag: Type.Boolean(),
  description: Type.String(),
  descriptionNodes: RichTextNodesSchema,
  sessions: Type.Array(
    Type.Object({
      sessionId: Type.String(),
      sessionName: Type.String(),
      startTime: Type.String(),
      seatPlans: Type.Array(
        Type.Object({ seatPlanId: Type.String(), seatPlanName: Type.String(), originalPrice: Type.Integer(), priceInfo: PriceInfoSchema }),
      ),
    }),
  ),
})

const ShowDynamicSchema = Type.Object({
  showId: Type.String(),
  showStatus: lit(['ONLINE', 'OFFLINE'] as const),
  showDetailStatus: ShowDetailStatusSchema,
  soldOut: Type.Boolean(),
  canBuy: Type.Boolean(),
  saleTime: Nullable(Type.String()),
  saleTimeCountdown: Type.Integer(),
  prioritySaleTime: Nullable(Type.String()),
  canUsePriorityPurchase: Type.Boolean(),
  latestSaleTime: Nullable(Type.String()),
  latestSaleTimeStamp: Nullable(Type.Integer()),
  existWaitList: Type.Boolean(),
  buttonText: lit([
    'BUY_NOW',
    'PRE_SALE',
    'SOLD_OUT',
    'WAIT_LIST',
    'LACK_OF_TICKET',
    'PENDING',
    'CANCELED',
    'COMPLETED',
    'DISABLED',
    'DELAY',
  ] as const),
  sessions: Type.Array(
    Type.Object({
      sessionId: Type.String(),
      status: lit(['ON_SALE', 'SOLD_OUT', 'PENDING', 'CANCELED', 'COMPLETED'] as const),
      seatPlans: Type.Array(Type.Object({ seatPlanId: Type.String(), saleState: lit(['ON_SALE', 'SOLD_OUT', 'LOW'] as const) })),
    }),
  ),
  serverTime: Type.String(),
})

const SiteListSchema = Type.Object({
  defaultCityId: Type.String(),
  list: Type.Array(
    Type.Object({
      siteId: Type.String(),
      cityId: Type.String(),
      provinceId: Type.String(),
      cityName: Type.String(),
      status: lit(['ONLINE', 'OFFLINE'] as const),
      bsCityId: Type.String(),
    }),
  ),
})
const CategoryListSchema = Type.Object({ list: Type.Array(CategoryRefSchema) })

const ComponentDataSchema = Type.Object({
  shows: Type.Optional(Type.Array(ShowCardSchema)),
  total: Type.Optional(Type.Integer()),
  tour: Type.Optional(TourDetailSchema),
  venues: Type.Optional(Type.Array(VenueBriefSchema)),
  nodes: Type.Optional(RichTextNodesSchema),
  notice: Type.Optional(NoticeSchema),
})
const LayoutSchema = Type.Object({
  layoutId: Type.String(),
  page: lit(LAYOUT_PAGES),
  topicId: Nullable(Type.String()),
  status: lit(['PUBLISHED', 'DRAFT'] as const),
  title: Type.String(),
  components: Type.Array(
    Type.Object({
      componentId: Type.String(),
      componentType: lit(COMPONENT_TYPES),
      config: Type.Record(Type.String(), Type.Unknown()),
      data: Nullable(ComponentDataSchema),
    }),
  ),
})

const CustomerServiceSchema = Type.Object({
  type: lit(['TELEPHONE', 'ONLINE', 'BOTH'] as const),
  telephone: Type.String(),
  workTimes: Type.Array(Type.Object({ weekday: Type.Integer(), start: Type.String(), end: Type.String() })),
  online: Type.Object({ enabled: Type.Boolean(), url: Type.String(), companyChatId: Type.String(), companyChatName: Type.String() }),
})
const CopywritingSchema = Type.Record(Type.String(), Type.Record(Type.String(), Type.String()))
const VersionMatchSchema = Type.Object({
  updateType: Nullable(lit(['FORCE', 'WEAK'] as const)),
  latestVersion: Nullable(Type.String()),
  description: Type.String(),
})

// Compile-time guards: each schema and the shared contract describe the same shape.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false
const _checks: [
  Same<Static<typeof ShowCardPageSchema>, ShowCardPage>,
  Same<Static<typeof ShowStaticSchema>, ShowStatic>,
  Same<Static<typeof ShowDynamicSchema>, ShowDynamic>,
  Same<Static<typeof ShowGroupDetailSchema>, ShowGroupDetail>,
  Same<Static<typeof TourDetailSchema>, TourDetail>,
  Same<Static<typeof VenueDetailSchema>, VenueDetail>,
  Same<Static<typeof VenueListSchema>, VenueList>,
  Same<Static<typeof SiteListSchema>, SiteList>,
  Same<Static<typeof CategoryListSchema>, CategoryList>,
  Same<Static<typeof LayoutSchema>, Layout>,
  Same<Static<typeof CustomerServiceSchema>, CustomerService>,
  Same<Static<typeof CopywritingSchema>, CopywritingConfig>,
  Same<Static<typeof VersionMatchSchema>, VersionMatch>,
] = [true, true, true, true, true, true, true, true, true, true, true, true, true]
void _checks

// ---- requests ------------------------------------------------------------------------------------------

const Offset = Type.Integer({ minimum: 0, maximum: 100_000, default: 0 })
const Length = Type.Integer({ minimum: 1, maximum: 50, default: 20 })

export const IdParams = Type.Object({ id: IdString })
export type IdParams = Static<typeof IdParams>

export const PosterParams = Type.Object({ file: Type.String({ pattern: '^[A-Za-z0-9_-]{1,64}\\.svg$' }) })
export type PosterParams = Static<typeof PosterParams>
export const PosterQuery = Type.Object({ shape: Type.Optional(lit(['poster', 'banner'] as const)) })
export type PosterQuery = Static<typeof PosterQuery>

export const LayoutsQuery = Type.Object({
  page: Type.Optional(lit(LAYOUT_PAGES)),
  topicId: Type.Optional(IdString),
  showIds: Type.Optional(Type.String({ pattern: ID_LIST })),
  spuIds: Type.Optional(Type.String({ pattern: ID_LIST })),
  cityId: Type.Optional(IdString),
})
export type LayoutsQuery = Static<typeof LayoutsQuery>

export const MasonryQuery = Type.Object({
  layoutId: IdString,
  componentId: IdString,
  componentType: Type.Optional(lit(COMPONENT_TYPES)),
  cityId: Type.Optional(IdString),
  offset: Offset,
  length: Length,
})
export type MasonryQuery = Static<typeof MasonryQuery>

export const SearchQuery = Type.Object({
  keyword: Type.Optional(Type.String({ maxLength: 50 })),
  pageType: Type.Optional(Type.String({ maxLength: 32 })),
  offset: Offset,
  length: Length,
  startDate: Type.Optional(Type.String({ pattern: DATE })),
  endDate: Type.Optional(Type.String({ pattern: DATE })),
  cityId: Type.Optional(IdString),
  lat: Type.Optional(Type.Number({ minimum: -90, maximum: 90 })),
  lng: Type.Optional(Type.Number({ minimum: -180, maximum: 180 })),
  backendCategoryCode: Type.Optional(Type.String({ pattern: '^[A-Za-z_]{1,32}$' })),
  sortType: Type.Optional(lit(SHOW_SORT_TYPES)),
})
export type SearchQuery = Static<typeof SearchQuery>

export const ShowStaticQuery = Type.Object({
  cityId: Type.Optional(IdString),
  source: Type.Optional(Type.String({ maxLength: 64 })),
  orderId: Type.Optional(IdString),
  promotionId: Type.Optional(IdString),
  siteId: Type.Optional(IdString),
})
export const ShowDynamicQuery = Type.Object({ source: Type.Optional(Type.String({ maxLength: 64 })) })
export const VenuesQuery = Type.Object({ cityId: Type.Optional(IdString) })
export type VenuesQuery = Static<typeof VenuesQuery>
export const CustomerServiceQuery = Type.Object({ bizShowId: Type.Optional(IdString) })
export type CustomerServiceQuery = Static<typeof CustomerServiceQuery>
export const CopywritingQuery = Type.Object({ merchantId: Type.Optional(IdString), client: Type.Optional(IdString) })
export type CopywritingQuery = Static<typeof CopywritingQuery>
export const VersionQuery = Type.Object({
  productCode: IdString,
  clientCode: IdString,
  merchantId: Type.Optional(IdString),
  versionNo: Type.String({ pattern: '^\\d{1,6}(\\.\\d{1,6}){0,3}$' }),
})
export type VersionQuery = Static<typeof VersionQuery>

// ---- responses -----------------------------------------------------------------------------------------

export const ShowCardPageResponse = envelopeSchema(ShowCardPageSchema)
export const ShowStaticResponse = envelopeSchema(ShowStaticSchema)
export const ShowDynamicResponse = envelopeSchema(ShowDynamicSchema)
export const ShowGroupResponse = envelopeSchema(ShowGroupDetailSchema)
export const TourResponse = envelopeSchema(TourDetailSchema)
export const VenueResponse = envelopeSchema(VenueDetailSchema)
export const VenueListResponse = envelopeSchema(VenueListSchema)
export const SiteListResponse = envelopeSchema(SiteListSchema)
export const CategoryListResponse = envelopeSchema(CategoryListSchema)
export const LayoutResponse = envelopeSchema(LayoutSchema)
export const CustomerServiceResponse = envelopeSchema(CustomerServiceSchema)
export const CopywritingResponse = envelopeSchema(CopywritingSchema)
export const VersionMatchResponse = envelopeSchema(VersionMatchSchema)

// ---- favourites (buyer) --------------------------------------------------------------------------------

const FavouriteStateSchema = Type.Object({ showId: Type.String(), favourite: Type.Boolean() })
const _favouriteCheck: Same<Static<typeof FavouriteStateSchema>, FavouriteState> = true
void _favouriteCheck

export const FavouritesQuery = Type.Object({ offset: Offset, length: Length })
export type FavouritesQuery = Static<typeof FavouritesQuery>
export const FavouriteStateResponse = envelopeSchema(FavouriteStateSchema)

/**
 * Privilege (benefit) cards (server/src/modules/cards): the shop's cards, a card's detail and range,
 * buying one (an order of type CARD paid at the cashier), the buyer's cards and one of them.
 */
import type { CardCreateResponse, CardRange, CardTemplate, CardTemplateList, UserCard, UserCardPage } from '../../types/cards'
import { get, post } from '../request'
import { pathId } from './path-id'

/** The id checked before any request (MissingIdError when empty: the page shows its missing-data state). */
const idOf = (id: string | undefined): string => decodeURIComponent(pathId(id))

export const CARD_PAGE_SIZE = 20

/** The shop's cards with how many of each the buyer holds. */
export function fetchCards(): Promise<CardTemplateList> {
  return get<CardTemplateList>('buyer/v3/privilege_card/list', {}, { importance: 'high' })
}

export function fetchCard(cardId: string | undefined): Promise<CardTemplate> {
  return get<CardTemplate>('buyer/v3/privilege_card/detail', { cardId: idOf(cardId) }, { importance: 'high' })
}

export function fetchCardRange(cardId: string | undefined): Promise<CardRange> {
  return get<CardRange>('pub/v3/privilege_card/range', { cardId: idOf(cardId) }, { importance: 'high' })
}

export function fetchMyCards(history: boolean, pageIndex: number): Promise<UserCardPage> {
  return get<UserCardPage>('buyer/v3/purchased_privilege_card/query', { history, pageIndex, pageSize: CARD_PAGE_SIZE }, { importance: 'high' })
}

export function fetchMyCard(userCardInstanceId: string | undefined): Promise<UserCard> {
  return get<UserCard>('buyer/v3/privilege_card/instance', { userCardInstanceId: idOf(userCardInstanceId) }, { importance: 'high' })
}

/** The idempotency key goes in the body: a retry of the same submission sends the same key. */
export function buyCard(body: { cardId: string; payAmount: number; payPoints?: number; idempotencyKey: string }): Promise<CardCreateResponse> {
  return post<CardCreateResponse>('buyer/v3/privilege_card/create_order', body, { importance: 'high' })
}

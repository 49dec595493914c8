/**
 * The buyer's goods cart as far as the shell needs it: how many items it holds, for the shop tab's
 * badge (spec core §2). The cart pages set it when they load the cart; it starts at 0
 * (the badge rule also needs a logged-in buyer, so a stale count never shows after logout).
 */
import { makeAutoObservable } from 'mobx'

export class CartStore {
  count = 0

  constructor() {
    makeAutoObservable(this)
  }

  setCount(count: number): void {
    this.count = Number.isFinite(count) && count > 0 ? Math.floor(count) : 0
  }
}

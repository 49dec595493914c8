/**
 * The payment flow's state (spec core §4 payment flow, §5 code and agreement, §8 cancel blanked;
 * accounts §4 payment reservation, verification code): the cashier's options, the selection, the
 * agreement tick, the reservation countdown, the code step and the attempt in flight. Everything the
 * flow touches outside itself (API, host payment, navigation, storage, clock) comes in as deps, so
 * each rule is tested with fakes; src/components/payment/flow.ts wires the real ones.
 */
import { makeAutoObservable, runInAction } from 'mobx'
import { isRequestError } from '../request'
import type {
  BrowserType,
  CashierRequest,
  CashierResponse,
  PayInfoResponse,
  PaymentOption,
  PaymentProduct,
  PayPlatform,
  PayRequest,
  PayOrderType,
  VerificationCodeResponse,
} from '../../types/payments'
import { PAYMENT_STATUS } from '../../types/payments'
import type { PayInfo, PayResult } from '../platform/pay'
import { AttemptKeys } from '../utils/payment-key'
import { agreementFor, canConfirmCode, defaultOption, isFreeOrder, needsChooser, reserveLeft, sanitizePayCode } from '../utils/payment-rules'

/** Storage key of the product the buyer paid with last (step 3's third choice). */
export const LAST_PRODUCT_KEY = 'payment.lastProduct'
/** Storage key of the order being paid outside the app (web cashier, other mini-program). */
export const PENDING_ORDER_KEY = 'payment.pendingOrder'

export interface PaymentOrder {
  orderId: string
  transactionIds: string[]
  /** Cents; zero or absent finishes at once (step 1). */
  payAmount?: number | null
  orderType?: PayOrderType
  bindId?: string
  /** Where the buyer pays from: ORDER_CONFIRM, ORDER_DETAIL. */
  src?: string
}

export type PaymentOutcome =
  /** Nothing to pay. */
  | { kind: 'free' }
  /** The server confirmed the payment inside the pay call (DOOOLY code, zero amount). */
  | { kind: 'paid' }
  /** The host's payment said paid; the server confirms it shortly (pay-loading polls). */
  | { kind: 'confirming' }
  /** The buyer was sent to a cashier page or another mini-program: not completed here. */
  | { kind: 'redirected' }
  /** The buyer closed the panel. */
  | { kind: 'closed' }
  /** The reservation countdown reached zero: the payment is cancelled. */
  | { kind: 'expired' }
  /** The cashier could not be opened (its failure was shown). */
  | { kind: 'failed'; failure: PaymentFailure }

/** A payment failure as the buyer sees it; it always names the order (spec core §8). */
export interface PaymentFailure {
  message: string
  orderId: string
  statusCode?: number
}

export interface PaymentTexts {
  failed(): string
  noOption(): string
  agreementRequired(): string
  openMiniFailed(): string
  expired(): string
}

export interface PaymentDeps {
  fetchCashier(body: CashierRequest): Promise<CashierResponse>
  requestPay(body: PayRequest, idempotencyKey: string): Promise<PayInfoResponse>
  sendCode(transactionIds: string[]): Promise<VerificationCodeResponse>
  /** The host's own payment (src/platform/pay.*). */
  invokePayment(info: PayInfo | null | undefined): Promise<PayResult>
  /** REDIRECT: H5 leaves for the URL, mini-programs open the web-view page. */
  openUrl(url: string): Promise<boolean>
  openMiniProgram(appId: string, path?: string): Promise<boolean>
  platform(): PayPlatform
  browserType(): BrowserType | undefined
  /** Where a hosted cashier sends the buyer back (the pay-loading page), if the host has URLs. */
  returnUrl(order: PaymentOrder): string | undefined
  cancelUrl?(order: PaymentOrder): string | undefined
  storage: { get<T>(key: string): T | undefined; set(key: string, value: unknown): void; remove(key: string): void }
  toast(text: string): void
  texts: PaymentTexts
  /** Navigation after the flow ends; the page that started it may add its own (see start()). */
  onOutcome(order: PaymentOrder, outcome: PaymentOutcome): void
  now?(): number
  makeKey?(): string
}

export interface StartOptions {
  /** The page whose panel shows this flow (pages kept in the stack render their own panels). */
  owner?: string
  onOutcome?: (outcome: PaymentOutcome) => void
}

export type PaymentPhase = 'idle' | 'loading' | 'choosing' | 'code' | 'closed'

const TICK_MS = 1000

export class PaymentStore {
  phase: PaymentPhase = 'idle'
  order: PaymentOrder | null = null
  cashier: CashierResponse | null = null
  selected: PaymentProduct | null = null
  agreed = false
  /** True while a pay call or the host's payment runs. */
  paying = false
  code = ''
  /** The last code was wrong: the field shows '验证码错误' as its placeholder. */
  codeWrong = false
  failure: PaymentFailure | null = null
  owner = ''
  now: number
  private timer: ReturnType<typeof setInterval> | undefined
  private readonly keys: AttemptKeys
  private listener: ((outcome: PaymentOutcome) => void) | undefined

  constructor(private readonly deps: PaymentDeps) {
    this.now = this.clock()
    this.keys = new AttemptKeys(deps.makeKey)
    makeAutoObservable<this, 'deps' | 'timer' | 'keys' | 'listener'>(this, { deps: false, timer: false, keys: false, listener: false })
  }

  // ---- what the panel shows -------------------------------------------------------------------

  get open(): boolean {
    return this.phase === 'choosing' || this.phase === 'code'
  }

  get options(): PaymentOption[] {
    return this.cashier?.options ?? []
  }

  get selectedOption(): PaymentOption | undefined {
    return this.options.find((o) => o.paymentProduct === this.selected)
  }

  get agreement() {
    return this.cashier ? agreementFor(this.cashier, this.selectedOption) : null
  }

  /** Remaining ms of the reservation (the chooser's countdown). */
  get left(): number {
    return this.cashier ? reserveLeft(this.cashier.reserveDeadline, this.now) : 0
  }

  get canConfirm(): boolean {
    return !this.paying && !!this.selectedOption
  }

  get canConfirmCode(): boolean {
    return canConfirmCode(this.code, this.paying)
  }

  // ---- the flow ---------------------------------------------------------------------------------

  /**
   * Step 1–2: finish a free order at once; otherwise fetch the options and show the chooser (more
   * than one option, one that is not the host's product, or an agreement to tick) or pay directly.
   * `options.onOutcome` is told how the flow ended, after the deps' navigation rule ran.
   */
  async start(order: PaymentOrder, options: StartOptions = {}): Promise<void> {
    this.reset()
    this.order = order
    this.owner = options.owner ?? ''
    this.listener = options.onOutcome
    if (isFreeOrder(order.payAmount)) {
      this.finish({ kind: 'free' })
      return
    }
    this.phase = 'loading'
    let cashier: CashierResponse
    try {
      cashier = await this.deps.fetchCashier({
        transactionIds: order.transactionIds,
        platform: this.deps.platform(),
        src: order.src,
        browserType: this.deps.browserType(),
      })
    } catch (err) {
      // The request module has shown the server's message already.
      this.finish({ kind: 'failed', failure: this.failureOf(err, '') })
      return
    }
    if (!cashier.options.length) {
      const failure = { message: this.deps.texts.noOption(), orderId: order.orderId }
      this.deps.toast(failure.message)
      this.finish({ kind: 'failed', failure })
      return
    }
    const lastUsed = this.deps.storage.get<string>(LAST_PRODUCT_KEY)
    const first = defaultOption(cashier.options, cashier.hostProduct, lastUsed)
    runInAction(() => {
      this.cashier = cashier
      this.selected = first?.paymentProduct ?? null
      this.order = { ...order, orderType: order.orderType ?? cashier.orderType }
      this.now = this.clock()
    })
    if (needsChooser(cashier) || agreementFor(cashier, first)) {
      runInAction(() => (this.phase = 'choosing'))
      this.startTicker()
      if (this.left <= 0) this.expire()
      return
    }
    await this.payWith(first!)
  }

  select(product: PaymentProduct): void {
    if (this.paying || !this.options.some((o) => o.paymentProduct === product)) return
    if (product !== this.selected) this.agreed = false
    this.selected = product
  }

  setAgreed(agreed: boolean): void {
    this.agreed = agreed
  }

  /** The chooser's pay button. */
  async confirm(): Promise<void> {
    const option = this.selectedOption
    if (!option || this.paying) return
    if (this.agreement && !this.agreed) {
      this.deps.toast(this.deps.texts.agreementRequired())
      return
    }
    await this.payWith(option)
  }

  setCode(input: string): void {
    this.code = sanitizePayCode(input)
    if (this.code) this.codeWrong = false
  }

  /** The code step's "get code": resolves with the seconds until a resend (the button's countdown). */
  async sendCode(): Promise<number> {
    const answer = await this.deps.sendCode(this.order?.transactionIds ?? [])
    return answer.resendAfter
  }

  async confirmCode(): Promise<void> {
    const option = this.selectedOption
    if (!option || !this.canConfirmCode) return
    await this.payWith(option, this.code)
  }

  /** From the code step back to the method list. */
  backToMethods(): void {
    if (this.paying) return
    this.phase = 'choosing'
    this.code = ''
    this.codeWrong = false
  }

  /** The buyer closed the panel. */
  close(): void {
    if (!this.open) return
    this.finish({ kind: 'closed' })
  }

  /** Navigation elsewhere hides the panel (router 'paymentPanelHide'); nothing else happens. */
  hide(owner?: string): void {
    if (!this.open || (owner !== undefined && owner !== this.owner)) return
    this.stopTicker()
    this.phase = 'closed'
  }

  /** The page went away: stop the countdown. */
  dispose(): void {
    this.stopTicker()
    this.listener = undefined
  }

  // ---- internals --------------------------------------------------------------------------------

  private clock(): number {
    return this.deps.now ? this.deps.now() : Date.now()
  }

  private reset(): void {
    this.stopTicker()
    this.keys.answered()
    this.phase = 'idle'
    this.cashier = null
    this.selected = null
    this.agreed = false
    this.paying = false
    this.code = ''
    this.codeWrong = false
    this.failure = null
  }

  private startTicker(): void {
    this.stopTicker()
    this.timer = setInterval(() => this.tick(), TICK_MS)
  }

  private stopTicker(): void {
    if (this.timer !== undefined) clearInterval(this.timer)
    this.timer = undefined
  }

  private tick(): void {
    this.now = this.clock()
    if (this.open && this.left <= 0) this.expire()
  }

  /** The reservation is over: the payment is cancelled (panel closes, the order shows expired). */
  private expire(): void {
    this.deps.toast(this.deps.texts.expired())
    this.finish({ kind: 'expired' })
  }

  private finish(outcome: PaymentOutcome): void {
    this.stopTicker()
    this.paying = false
    this.phase = 'closed'
    const order = this.order
    const listener = this.listener
    this.listener = undefined
    if (!order) return
    this.deps.onOutcome(order, outcome)
    listener?.(outcome)
  }

  private failureOf(err: unknown, fallback: string): PaymentFailure {
    const message = err instanceof Error && err.message ? err.message : fallback
    return { message, orderId: this.order?.orderId ?? '', statusCode: isRequestError(err) ? err.statusCode : undefined }
  }

  /** A failure the buyer should read: shown, remembered with the order id; the panel stays for a retry. */
  private fail(failure: PaymentFailure): void {
    this.failure = failure
    this.paying = false
    if (failure.message) this.deps.toast(failure.message)
    this.showChooser()
  }

  /** After a direct payment that did not complete, the chooser offers a retry (or another method). */
  private showChooser(): void {
    if (!this.open) this.phase = 'choosing'
    if (this.timer === undefined) this.startTicker()
  }

  private async payWith(option: PaymentOption, verificationCode?: string): Promise<void> {
    const order = this.order
    if (!order) return
    if (this.cashier && this.left <= 0) {
      this.expire()
      return
    }
    this.paying = true
    this.failure = null
    const body: PayRequest = {
      transactionIds: order.transactionIds,
      paymentProduct: option.paymentProduct,
      platform: this.deps.platform(),
      browserType: this.deps.browserType(),
      src: order.src,
      returnUrl: this.deps.returnUrl(order),
      cancelUrl: this.deps.cancelUrl?.(order),
      extra: option.extra,
      ...(verificationCode ? { verificationCode } : {}),
    }
    const key = this.keys.keyFor(JSON.stringify(body))
    let info: PayInfoResponse
    try {
      info = await this.deps.requestPay(body, key)
      this.keys.answered()
    } catch (err) {
      // No answer (network, time-out): the same key is kept so a re-press replays this attempt.
      if (!isRequestError(err) || err.httpCode !== 0) this.keys.answered()
      runInAction(() => {
        if (isRequestError(err) && err.statusCode === PAYMENT_STATUS.CODE_WRONG) {
          this.code = ''
          this.codeWrong = true
          this.paying = false
          return
        }
        this.fail(this.failureOf(err, this.deps.texts.failed()))
      })
      return
    }
    this.deps.storage.set(LAST_PRODUCT_KEY, option.paymentProduct)
    await this.complete(order, info)
  }

  /** Step 4–5: finish the chosen product the way its kind asks. */
  private async complete(order: PaymentOrder, info: PayInfoResponse): Promise<void> {
    if (info.paid) {
      this.finish({ kind: 'paid' })
      return
    }
    switch (info.kind) {
      case 'CODE':
        runInAction(() => {
          this.paying = false
          this.phase = 'code'
          if (this.timer === undefined) this.startTicker()
        })
        return
      case 'REDIRECT': {
        if (!info.normalUrl) return this.failWith(await this.deps.invokePayment(null))
        this.rememberPending(order)
        const opened = await this.deps.openUrl(info.normalUrl)
        if (!opened) {
          this.deps.storage.remove(PENDING_ORDER_KEY)
          return runInAction(() => this.fail({ message: this.deps.texts.failed(), orderId: order.orderId }))
        }
        this.finish({ kind: 'redirected' })
        return
      }
      case 'MINI_PROGRAM': {
        if (!info.cqpMpAppId) return this.failWith(await this.deps.invokePayment(null))
        this.rememberPending(order)
        const opened = await this.deps.openMiniProgram(info.cqpMpAppId, info.cqpMpPath)
        if (!opened) {
          // It did not open: nothing is being paid elsewhere, so forget the stored order info.
          this.deps.storage.remove(PENDING_ORDER_KEY)
          return runInAction(() => this.fail({ message: this.deps.texts.openMiniFailed(), orderId: order.orderId }))
        }
        this.finish({ kind: 'redirected' })
        return
      }
      default: {
        const result = await this.deps.invokePayment(info.paymentInfoMap ? { ...info } : null)
        if (result.status === 'paid') return this.finish({ kind: 'confirming' })
        if (result.status === 'redirected') return this.finish({ kind: 'redirected' })
        return this.failWith(result)
      }
    }
  }

  /** Cancelled by the buyer: blank message, back to the chooser. Failed: shown with the order id. */
  private failWith(result: PayResult): void {
    runInAction(() => {
      if (result.status === 'cancelled') {
        this.failure = null
        this.paying = false
        this.showChooser()
        return
      }
      this.fail({ message: result.message, orderId: this.order?.orderId ?? '' })
    })
  }

  private rememberPending(order: PaymentOrder): void {
    this.deps.storage.set(PENDING_ORDER_KEY, { orderId: order.orderId, orderType: order.orderType ?? 'ticket', bindId: order.bindId ?? '' })
  }
}

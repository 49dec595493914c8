/**
 * What the request module's UI port shows: one dialog at a time (others wait in line), a toast,
 * the limiting progress dialog and the per-route loading mask. DialogHost renders this state on
 * every target, so dialogs look the same in mini-programs and on H5 and can be e2e-tested.
 */
import { makeAutoObservable } from 'mobx'
import type { AlertOptions, ConfirmOptions, ProgressOpenOptions, ProgressUpdate, RequestUi } from '../request/types'
import { t } from '../i18n'

export interface DialogButton {
  text: string
  value: string
  primary?: boolean
}

export interface Dialog {
  id: number
  title: string
  content: string
  buttons: DialogButton[]
  /** Seconds the primary button stays disabled (waiting mode). */
  countdown: number
  resolve: (value: string) => void
}

export interface Progress {
  title: string
  subText: string
  text: string
  percent: number
  onCancel: () => void
}

const TOAST_MS = 2000

export class DialogStore {
  queue: Dialog[] = []
  toastText = ''
  progress: Progress | null = null
  loadingRoutes = new Set<string>()
  private nextId = 1
  private toastTimer: ReturnType<typeof setTimeout> | undefined
  private countdownTimer: ReturnType<typeof setInterval> | undefined

  constructor() {
    makeAutoObservable<this, 'toastTimer' | 'countdownTimer' | 'nextId'>(this, {
      toastTimer: false,
      countdownTimer: false,
      nextId: false,
    })
  }

  get current(): Dialog | undefined {
    return this.queue[0]
  }

  get loading(): boolean {
    return this.loadingRoutes.size > 0
  }

  open(dialog: Omit<Dialog, 'id' | 'resolve'>): Promise<string> {
    return new Promise((resolve) => {
      this.queue.push({ ...dialog, id: this.nextId++, resolve })
      if (this.queue.length === 1) this.startCountdown()
    })
  }

  /** A button was pressed: ignored while the countdown disables it. */
  press(value: string, primary: boolean): void {
    const dialog = this.current
    if (!dialog || (primary && dialog.countdown > 0)) return
    this.queue.shift()
    dialog.resolve(value)
    this.startCountdown()
  }

  tick(): void {
    const dialog = this.current
    if (dialog && dialog.countdown > 0) dialog.countdown -= 1
    if (!dialog || dialog.countdown <= 0) this.stopCountdown()
  }

  toast(text: string, durationMs = TOAST_MS): void {
    if (!text) return
    this.toastText = text
    clearTimeout(this.toastTimer)
    this.toastTimer = setTimeout(() => this.clearToast(), durationMs)
  }

  clearToast(): void {
    this.toastText = ''
  }

  openProgress(options: ProgressOpenOptions): void {
    this.progress = { ...options, text: '', percent: 0 }
  }

  updateProgress(update: ProgressUpdate): void {
    if (this.progress) Object.assign(this.progress, { text: update.text, percent: update.percent })
  }

  closeProgress(): void {
    this.progress = null
  }

  cancelProgress(): void {
    const progress = this.progress
    this.progress = null
    progress?.onCancel()
  }

  showLoading(routeKey: string): void {
    this.loadingRoutes.add(routeKey)
  }

  hideLoading(routeKey: string): void {
    this.loadingRoutes.delete(routeKey)
  }

  private startCountdown(): void {
    this.stopCountdown()
    if (this.current && this.current.countdown > 0) this.countdownTimer = setInterval(() => this.tick(), 1000)
  }

  private stopCountdown(): void {
    clearInterval(this.countdownTimer)
    this.countdownTimer = undefined
  }
}

/** The request module's UI port over a DialogStore. */
export function dialogUi(store: DialogStore): RequestUi {
  return {
    toast: (text, durationMs) => store.toast(text, durationMs),
    alert: async (o: AlertOptions) => {
      await store.open({ title: o.title, content: o.content, countdown: 0, buttons: [{ text: o.confirmText, value: 'confirm', primary: true }] })
    },
    confirm: async (o: ConfirmOptions) => {
      const buttons: DialogButton[] = []
      if (o.cancelText) buttons.push({ text: o.cancelText, value: 'cancel' })
      buttons.push({ text: o.confirmText, value: 'confirm', primary: true })
      const value = await store.open({ title: o.title, content: o.content, countdown: o.confirmDisabledSeconds ?? 0, buttons })
      return value === 'confirm' ? 'confirm' : 'cancel'
    },
    progress: {
      open: (o) => store.openProgress(o),
      update: (u) => store.updateProgress(u),
      close: () => store.closeProgress(),
    },
    showLoading: (key) => store.showLoading(key),
    hideLoading: (key) => store.hideLoading(key),
    languagePopup: async () => {
      const value = await store.open({
        title: t('languagePopup.title'),
        content: t('languagePopup.content'),
        countdown: 0,
        buttons: [
          { text: t('dialog.relogin'), value: 'relogin' },
          { text: t('dialog.switchLanguage'), value: 'switch', primary: true },
        ],
      })
      return value === 'switch' || value === 'relogin' ? value : 'cancel'
    },
  }
}

/** Small dialog and toast helpers for the account screens, over the shared DialogHost store. */
import { t } from '../../i18n'
import { stores } from '../../stores'

export function toast(text: string): void {
  stores.dialog.toast(text)
}

/** Two-button confirm; resolves true on OK. */
export async function confirm(content: string, title = ''): Promise<boolean> {
  const value = await stores.dialog.open({
    title,
    content,
    countdown: 0,
    buttons: [
      { text: t('account.cancel'), value: 'cancel' },
      { text: t('account.confirm'), value: 'confirm', primary: true },
    ],
  })
  return value === 'confirm'
}

/** One-button notice; resolves when the buyer closes it (used where there is no choice to make). */
export async function alert(content: string, title = ''): Promise<void> {
  await stores.dialog.open({ title, content, countdown: 0, buttons: [{ text: t('account.confirm'), value: 'confirm', primary: true }] })
}

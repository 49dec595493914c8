/** Logout as the mine tab and the settings page offer it: confirm, end the session, say so. */
import { confirm, toast } from './dialogs'
import { t } from '../../i18n'
import { account } from '../../stores/account-instance'

export async function confirmLogout(): Promise<boolean> {
  if (!(await confirm(t('account.logoutConfirm')))) return false
  await account.logout()
  toast(t('account.loggedOut'))
  return true
}

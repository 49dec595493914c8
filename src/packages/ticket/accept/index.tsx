/**
 * Accept a ticket (/accept-ticket?transferId=, auth): the link a sender hands over. A visitor who is not
 * logged in is sent to login by the router and comes back here. The page shows the ticket being sent
 * (show, session, seat, who sent it, masked) and until when it can be accepted; accepting moves the
 * ticket into this buyer's holder with a new code and opens it. Finished transfers and refusals get the
 * spec's §8 wording (already accepted, acceptance time exceeded, cancelled by the transferor, accept
 * failed); a transfer sent to another phone reads as that, since the server answers it as not found.
 */
import '../messages'
import { Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react'
import { useState } from 'react'
import type { TransferView } from '../../../../types/transfers'
import { SubmitButton, toast, useBusyAction, useTitle } from '../../../components/form'
import { MissingData } from '../../../components/missing-data'
import { PageShell } from '../../../components/page-shell'
import { t } from '../../../i18n'
import { router } from '../../../router'
import { isMissingId } from '../../../services/path-id'
import { acceptTransfer, fetchTransfer } from '../../../services/transfers'
import { stores } from '../../../stores'
import { useRemote } from '../../../utils/use-remote'
import { acceptProblemOf, finishedProblemOf, type AcceptProblem } from '../transfer-logic'
import { TransferTicket, localTime } from '../transfer-parts'

function Problem({ problem }: { problem: AcceptProblem }) {
  return (
    <View data-testid='accept-problem' data-problem={problem}>
      <Text className='transfer-problem'>{t(problem === 'transfer.wrongAccount' ? 'error.acceptTransferFailed' : problem)}</Text>
      {problem === 'transfer.wrongAccount' ? <Text className='transfer-problem__hint'>{t('transfer.wrongAccount')}</Text> : null}
    </View>
  )
}

/** The transfer as its recipient (or, opening their own link, its sender) sees it. */
function AcceptView({ view, onAccept, busy, problem }: { view: TransferView; onAccept: () => void; busy: boolean; problem: AcceptProblem | null }) {
  const shown = problem ?? (view.role === 'RECIPIENT' ? finishedProblemOf(view) : null)
  const open = view.role === 'RECIPIENT' && view.state === 'IN_TRANSFER' && !shown
  return (
    <View data-testid='accept-ticket' data-transfer-id={view.transferId} data-state={view.state} data-role={view.role}>
      {open ? <Text className='transfer-intro'>{t('transfer.acceptIntro')}</Text> : null}
      <TransferTicket ticket={view}>
        <View className='transfer-line'>
          <Text className='transfer-line__label'>{t('transfer.from')}</Text>
          <Text className='transfer-line__value' data-testid='accept-from'>
            {view.role === 'RECIPIENT' ? view.senderPhoneMasked : view.transfereePhone}
          </Text>
        </View>
        {view.state === 'IN_TRANSFER' ? (
          <View className='transfer-line'>
            <Text className='transfer-line__label'>{t('transfer.deadline')}</Text>
            <Text className='transfer-line__value'>{localTime(view.identityLimitTime)}</Text>
          </View>
        ) : null}
        <Text className='transfer-box__note' data-testid='accept-state'>
          {view.stateTitle}
        </Text>
      </TransferTicket>
      {shown ? <Problem problem={shown} /> : null}
      {view.role === 'SENDER' ? <Text className='transfer-problem__hint'>{t('transfer.ownLink')}</Text> : null}
      <View className='transfer-actions'>
        {open ? (
          <SubmitButton testId='accept-submit' busy={busy} onClick={onAccept}>
            {t('transfer.accept')}
          </SubmitButton>
        ) : null}
        {view.role === 'RECIPIENT' && view.state === 'ACCEPTED' ? (
          <SubmitButton testId='accept-view-ticket' onClick={() => void router.redirect('ticketDetail', { id: view.ticketId })}>
            {t('transfer.viewTicket')}
          </SubmitButton>
        ) : null}
      </View>
    </View>
  )
}

interface Loaded {
  view: TransferView | null
  /** Why the transfer cannot be read by this account (its §8 wording). */
  problem: AcceptProblem | null
}

/** The transfer, or the wording of why it cannot be read; an absent id stays an error (missing data). */
function load(transferId: string): Promise<Loaded> {
  return fetchTransfer(transferId).then(
    (view) => ({ view, problem: null }),
    (e: unknown) => {
      if (isMissingId(e)) throw e
      return { view: null, problem: acceptProblemOf(e) }
    },
  )
}

export default observer(function AcceptTicketPage() {
  const transferId = useRouter().params.transferId ?? ''
  useTitle(t('route.acceptTicket'))
  // A visitor opening the link is on the way to login: read the transfer once logged in (an absent id
  // is told at once, without a request).
  const loggedIn = stores.session.isLoggedIn
  const remote = useRemote<Loaded>(() => load(transferId), [transferId, stores.app.lang, loggedIn], loggedIn || !transferId)
  const [problem, setProblem] = useState<AcceptProblem | null>(null)
  const accept = useBusyAction(async () => {
    setProblem(null)
    try {
      const done = await acceptTransfer(transferId)
      toast(t('transfer.accepted'))
      void router.redirect('ticketDetail', { id: done.ticketId, pageSource: 'transfer' })
    } catch (e) {
      setProblem(acceptProblemOf(e))
      await remote.reload()
    }
  })

  const data = remote.data
  let body
  if (remote.missing) body = <MissingData />
  else if (data?.view) body = <AcceptView view={data.view} onAccept={() => void accept.run()} busy={accept.busy} problem={problem} />
  else if (data?.problem) body = <Problem problem={data.problem} />
  else body = <Text className='transfer-intro'>{remote.error || t('common.loading')}</Text>
  return <PageShell name='acceptTicket'>{body}</PageShell>
})

/**
 * A vote (/vote-detail/:id): the question, its rule (once, or once a day) and period, the options —
 * pick one and vote (login first; the login page comes back here with the pick kept) — and the results
 * as the vote allows (always, once voted, or after the end). A refusal (voted already, ended) is shown
 * in place in the buyer's language.
 */
import '../messages'
import { Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react'
import { useEffect, useState } from 'react'
import type { VoteView } from '../../../../types/votes'
import { SubmitButton, toast, useBusyAction, useTitle } from '../../../components/form'
import { MissingData } from '../../../components/missing-data'
import { PageShell } from '../../../components/page-shell'
import { t } from '../../../i18n'
import { router } from '../../../router'
import { castVote, fetchVote } from '../../../services/votes'
import { stores } from '../../../stores'
import { useRemote } from '../../../utils/use-remote'
import { venueSpan } from '../open-show-logic'
import { Tag } from '../topic-parts'
import { voteAction } from '../topic-logic'
import { VoteOption } from '../vote-parts'

const Vote = observer(function Vote({ initial }: { initial: VoteView }) {
  const [cast, setCast] = useState<VoteView | null>(null)
  // A fresh answer from the server (another language, back from login) replaces the ballot's answer.
  useEffect(() => setCast(null), [initial])
  const vote = cast ?? initial
  const [picked, setPicked] = useState('')
  const [refusal, setRefusal] = useState('')
  const action = voteAction(vote, stores.session.isLoggedIn)
  const submit = useBusyAction(async () => {
    if (action.kind === 'login') {
      await router.requireLogin()
      return
    }
    if (!picked) {
      setRefusal(t('vote.pick'))
      return
    }
    setRefusal('')
    try {
      setCast(await castVote(vote.voteId, picked))
      toast(t('vote.done'))
    } catch (e) {
      setRefusal(e instanceof Error ? e.message : String(e))
    }
  })
  const picking = action.kind !== 'closed'
  return (
    <View data-testid='vote-detail' data-id={vote.voteId} data-state={vote.state} data-voted={vote.myOptionId ? '1' : '0'}>
      <View className='tp-section'>
        <Text className='tp-title' data-testid='vote-title'>
          {vote.title}
        </Text>
        <View className='tp-row'>
          <Text className='tp-meta'>{t(`vote.rule.${vote.rule}`)}</Text>
          <Tag state={vote.state} text={t(`vote.state.${vote.state}`)} />
        </View>
        <Text className='tp-meta'>
          {t('vote.time')} {venueSpan(vote.startTime, vote.endTime, vote.utcOffset)}
        </Text>
        {vote.description ? <Text className='tp-text'>{vote.description}</Text> : null}
      </View>
      <View className='tp-section' data-testid='vote-options'>
        {vote.options.map((o) => (
          <VoteOption key={o.optionId} option={o} chosen={picking && picked === o.optionId} mine={vote.myOptionId === o.optionId} onPick={picking ? () => (setPicked(o.optionId), setRefusal('')) : undefined} />
        ))}
        {vote.totalVotes !== null ? (
          <Text className='tp-meta' data-testid='vote-total' data-total={String(vote.totalVotes)}>
            {t('vote.total', { n: vote.totalVotes })}
          </Text>
        ) : vote.resultsVisibility !== 'ALWAYS' ? (
          <Text className='tp-meta' data-testid='vote-hidden'>
            {t(`vote.hidden.${vote.resultsVisibility}`)}
          </Text>
        ) : null}
      </View>
      {refusal ? (
        <Text className='tp-refusal' data-testid='vote-refusal'>
          {refusal}
        </Text>
      ) : null}
      <View className='tp-actions'>
        {action.kind === 'closed' ? (
          <Text className='tp-note' data-testid='vote-closed'>
            {action.text}
          </Text>
        ) : (
          <SubmitButton testId='vote-submit' busy={submit.busy} onClick={() => void submit.run()}>
            {action.kind === 'login' ? t('vote.login') : t('vote.submit')}
          </SubmitButton>
        )}
      </View>
      {vote.topicId ? (
        <View className='tp-links'>
          <Text className='tp-link' data-testid='vote-topic' onClick={() => void router.open('topicActivity', { topicId: vote.topicId ?? '' })}>
            {t('vote.topic')}
          </Text>
        </View>
      ) : null}
    </View>
  )
})

export default observer(function VoteDetailPage() {
  const id = useRouter().params.id ?? ''
  useTitle(t('route.voteDetail'))
  const remote = useRemote<VoteView>(() => fetchVote(id, stores.session.isLoggedIn), [id, stores.app.lang, stores.session.isLoggedIn])
  return (
    <PageShell name='voteDetail'>
      {remote.data ? <Vote initial={remote.data} /> : remote.missing ? <MissingData /> : <Text className='tp-empty'>{remote.error || t('common.loading')}</Text>}
    </PageShell>
  )
})

/**
 * Pieces the open-show pages share (show subpackage only): an open show's card, a registration's
 * card, a labelled line, and one form field of the merchant's form by its type.
 */
import './messages'
import { Image, Input, Text, View } from '@tarojs/components'
import type { OpenShowCard, RegistrationField, RegistrationView } from '../../../types/registrations'
import { imageAlt, pressable } from '../../components/a11y'
import { t } from '../../i18n'
import { router } from '../../router'
import { assetUrl } from '../../utils/asset-url'
import { venueSpan, type FieldProblem } from './open-show-logic'
import './open-show.css'

export function Line({ label, value, testId }: { label: string; value: string; testId?: string }) {
  if (!value) return null
  return (
    <View className='os-line'>
      <Text className='os-line__label'>{label}</Text>
      <Text className='os-line__value' data-testid={testId}>
        {value}
      </Text>
    </View>
  )
}

/** The merchant's poster, or a cover drawn from the title when there is none. */
export function Cover({ url, title, className }: { url: string; title: string; className: string }) {
  if (url) return <Image className={className} src={assetUrl(url)} mode='aspectFill' lazyLoad {...imageAlt(title)} />
  return (
    <View className={`${className} os-cover`} aria-hidden='true'>
      <Text className='os-cover__text'>{title}</Text>
    </View>
  )
}

export function StateTag({ state, text }: { state: string; text: string }) {
  return (
    <Text className={`os-state os-state--${state}`} data-testid='os-state' data-state={state}>
      {text}
    </Text>
  )
}

export function OpenShowItem({ show }: { show: OpenShowCard }) {
  return (
    <View className='os-card' data-testid='open-show-card' data-id={show.openShowId} onClick={() => void router.open('openShowDetail', { showId: show.openShowId })} {...pressable(show.title, { role: 'link' })}>
      <Cover url={show.posterUrl} title={show.title} className='os-card__poster' />
      <View className='os-card__body'>
        <Text className='os-card__title'>{show.title}</Text>
        <Text className='os-card__line'>{venueSpan(show.startTime, show.endTime, show.utcOffset)}</Text>
        <Text className='os-card__line'>{show.venueName}</Text>
        <View className='os-card__foot'>
          <Text className='os-free'>{t('openShow.free')}</Text>
          <StateTag state={show.state} text={t(`openShow.state.${show.state}`)} />
        </View>
      </View>
    </View>
  )
}

export function RegistrationItem({ reg }: { reg: RegistrationView }) {
  return (
    <View className='os-card' data-testid='registration-card' data-id={reg.registrationId} data-status={reg.status} onClick={() => void router.open('entranceRegistrationDetail', { id: reg.registrationId })} {...pressable(reg.title, { role: 'link' })}>
      <View className='os-card__body'>
        <Text className='os-card__title'>{reg.title}</Text>
        <Text className='os-card__line'>{venueSpan(reg.startTime, reg.endTime, reg.utcOffset)}</Text>
        <Text className='os-card__line'>{reg.venueName}</Text>
        <View className='os-card__foot'>
          <Text className='os-card__line'>
            {t('openShow.number')} {reg.registrationId}
          </Text>
          <StateTag state={reg.status} text={reg.statusTitle} />
        </View>
      </View>
    </View>
  )
}

export function problemText(problem: FieldProblem): string {
  if (!problem) return ''
  const keys = { required: 'openShow.form.required', choose: 'openShow.form.pick', invalid: 'openShow.form.invalid', range: 'openShow.form.range', tooLong: 'openShow.form.tooLong' } as const
  return t(keys[problem.kind], problem.vars)
}

interface FieldProps {
  field: RegistrationField
  value: string
  problem: FieldProblem
  onChange: (value: string) => void
}

/**
 * One field by its type: chips for a select, else an input (numeric keyboards where they fit). A
 * TEXTAREA answer is one line here too: Taro's H5 textarea drew its value as "[object Object]".
 */
export function FormField({ field, value, problem, onChange }: FieldProps) {
  const error = problemText(problem)
  let control
  if (field.type === 'SELECT') {
    control = (
      <View className='os-options'>
        {field.options.map((o) => (
          <View key={o.value} className={`os-option ${o.value === value ? 'os-option--on' : ''}`} data-testid='os-option' data-value={o.value} aria-pressed={o.value === value ? 'true' : 'false'} onClick={() => onChange(o.value)} {...pressable(o.label)}>
            {o.label}
          </View>
        ))}
      </View>
    )
  } else {
    const type = field.type === 'NUMBER' ? 'digit' : field.type === 'PHONE' ? 'number' : 'text'
    control = <Input className='os-field__input' type={type} value={value} maxlength={field.maxLength} placeholder={field.placeholder} onInput={(e) => onChange(String(e.detail.value ?? ''))} />
  }
  return (
    <View className='os-field' data-testid={`os-field-${field.key}`} data-type={field.type}>
      <Text className='os-field__label'>
        {field.label}
        {field.required ? <Text className='os-required'>*</Text> : null}
      </Text>
      {control}
      {error ? (
        <Text className='os-field__error' data-testid='os-field-error'>
          {error}
        </Text>
      ) : null}
    </View>
  )
}

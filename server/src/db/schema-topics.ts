/** Topic activities and votes (modules/topics, modules/votes). */
import { sql } from 'drizzle-orm'
import { boolean, check, foreignKey, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import type { VoteResultsVisibility, VoteRule } from '../../../types/votes.js'
import type { Translations } from '../i18n/translations.js'
import { merchantRef, timestamps } from './schema-merchants.js'

/** A merchant's campaign page: its shows, coupon templates and (through votes.topic_id) votes. */
export const topicActivities = pgTable(
  'topic_activities',
  {
    merchantId: merchantRef(),
    topicId: text('topic_id').notNull(),
    title: jsonb('title').$type<Translations>().notNull(),
    intro: jsonb('intro').$type<Translations>().notNull().default({}),
    posterUrl: text('poster_url').notNull().default(''),
    shareText: jsonb('share_text').$type<Translations>().notNull().default({}),
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    endTime: timestamp('end_time', { withTimezone: true }).notNull(),
    utcOffset: integer('utc_offset').notNull().default(480),
    showIds: jsonb('show_ids').$type<string[]>().notNull().default([]),
    couponTemplateIds: jsonb('coupon_template_ids').$type<string[]>().notNull().default([]),
    listed: boolean('listed').notNull().default(true),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.topicId] })],
)

export const votes = pgTable(
  'votes',
  {
    merchantId: merchantRef(),
    voteId: text('vote_id').notNull(),
    topicId: text('topic_id'),
    title: jsonb('title').$type<Translations>().notNull(),
    description: jsonb('description').$type<Translations>().notNull().default({}),
    rule: text('rule').$type<VoteRule>().notNull(),
    resultsVisibility: text('results_visibility').$type<VoteResultsVisibility>().notNull().default('AFTER_VOTE'),
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    endTime: timestamp('end_time', { withTimezone: true }).notNull(),
    /** Minutes east of UTC: a DAILY vote's day starts at midnight here. */
    utcOffset: integer('utc_offset').notNull().default(480),
    listed: boolean('listed').notNull().default(true),
    position: integer('position').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    primaryKey({ columns: [t.merchantId, t.voteId] }),
    index('votes_topic_idx').on(t.merchantId, t.topicId),
    check('votes_rule_ck', sql`${t.rule} in ('ONCE', 'DAILY')`),
    check('votes_results_ck', sql`${t.resultsVisibility} in ('ALWAYS', 'AFTER_VOTE', 'AFTER_END')`),
  ],
)

/** An option with its running count (+1 in the ballot's transaction; never below 0). */
export const voteOptions = pgTable(
  'vote_options',
  {
    merchantId: text('merchant_id').notNull(),
    voteId: text('vote_id').notNull(),
    optionId: text('option_id').notNull(),
    label: jsonb('label').$type<Translations>().notNull(),
    imageUrl: text('image_url').notNull().default(''),
    position: integer('position').notNull().default(0),
    votes: integer('votes').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.merchantId, t.voteId, t.optionId] }),
    foreignKey({ name: 'vote_options_vote_fk', columns: [t.merchantId, t.voteId], foreignColumns: [votes.merchantId, votes.voteId] }).onDelete('cascade'),
    check('vote_options_votes_ck', sql`${t.votes} >= 0`),
  ],
)

/**
 * One ballot. period is '' for a ONCE vote and the venue-time date (YYYY-MM-DD) for a DAILY one; the
 * unique index makes "one per buyer per period" hold however many requests arrive at once.
 */
export const voteBallots = pgTable(
  'vote_ballots',
  {
    merchantId: text('merchant_id').notNull(),
    ballotId: text('ballot_id').notNull(),
    voteId: text('vote_id').notNull(),
    optionId: text('option_id').notNull(),
    userId: text('user_id').notNull(),
    period: text('period').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.merchantId, t.ballotId] }),
    foreignKey({ name: 'vote_ballots_option_fk', columns: [t.merchantId, t.voteId, t.optionId], foreignColumns: [voteOptions.merchantId, voteOptions.voteId, voteOptions.optionId] }).onDelete('cascade'),
    uniqueIndex('vote_ballots_one_per_period_uq').on(t.merchantId, t.voteId, t.userId, t.period),
  ],
)

/**
 * Pins the demo catalogue's anchor date (server/src/seed/catalog.ts, demoAnchor) for one test run, so
 * the process that seeds and the processes that read the seed agree even when the run spans midnight
 * UTC. Same rule as the seed: midnight UTC six days after today.
 */
const DAY = 86_400_000

export function pinDemoAnchor(env = process.env) {
  if (!env.DEMO_ANCHOR) env.DEMO_ANCHOR = new Date(Math.floor(Date.now() / DAY) * DAY + 6 * DAY).toISOString().slice(0, 10)
  return env.DEMO_ANCHOR
}

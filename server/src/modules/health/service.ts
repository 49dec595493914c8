/** Liveness with a database round trip, so a load balancer drops an instance whose database is gone. */
import type { DbKind } from '../../db/client.js'
import type { HealthRepository } from './repository.js'

export interface HealthStatus {
  status: 'ok'
  db: DbKind
}

export interface HealthService {
  /** Ping the database; throws (→ HTTP 500 envelope) when it does not answer. */
  check(): Promise<HealthStatus>
}

export function createHealthService(repo: HealthRepository, kind: DbKind): HealthService {
  return {
    async check() {
      await repo.ping()
      return { status: 'ok', db: kind }
    },
  }
}

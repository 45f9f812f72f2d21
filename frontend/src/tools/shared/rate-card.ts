// The consultancy's published rate card (docs/decisions-spec.md §24) as the calculators read it
// from `GET /api/rates`. Pure: no React, no I/O. A card row is an input to the arithmetic;
// where the card has no row for a lane and date, the built-in indicative rates apply.

/** One freight lane of the card (USD; surcharges in percent of base). */
export interface CardLane {
  origin: string
  destination: string
  service: 'fcl20' | 'fcl40' | 'lcl'
  /** '' for LCL. */
  container: string
  base: number
  baf: number
  caf: number
  lss: number
  pss: number
  thc: number
  doc: number
  security: number
  transitMin: number
  transitMax: number
  carrier: string
  validFrom: string
  validUntil: string
}

export interface CardTier {
  fromDay: number
  rate: number
}

/** A demurrage and detention tariff at a Vietnamese port. */
export interface CardTariff {
  port: string
  /** '' for any carrier. */
  carrier: string
  container: string
  freeDays: number
  demurrage: CardTier[]
  detention: CardTier[]
}

/** The answer of `GET /api/rates`; `version` null when no card is published. */
export interface RateCard {
  version?: number | null
  publishedAt?: string | null
  usdVnd?: { rate: number; date: string } | null
  freight: CardLane[]
  demurrage: CardTariff[]
  /**
   * Set in the data block of a server-rendered calculator link: the card holds only the lanes
   * to a freight link's destination, or the tariffs at a demurrage link's port (enough for
   * the link's result); the browser fetches the whole card.
   */
  only?: { destination?: string; port?: string }
}

/** Whose rates a result used: the card's (its version and the lane's last valid day) or none. */
export type RateSource = { kind: 'card'; version: number; validUntil: string; carrier: string } | { kind: 'indicative' }

/**
 * The card's lane for a quote, or null: same ports, service and (for FCL) container type,
 * with `date` (the departure, `YYYY-MM-DD`) within its validity, both ends included. ISO
 * dates compare as text, so the machine's time zone never matters.
 */
export function cardLaneFor(
  lanes: readonly CardLane[],
  quote: { origin: string; destination: string; service: CardLane['service']; container: string; date: string },
): CardLane | null {
  return (
    lanes.find(
      (lane) =>
        lane.origin === quote.origin &&
        lane.destination === quote.destination &&
        lane.service === quote.service &&
        (quote.service === 'lcl' || lane.container === quote.container) &&
        lane.validFrom <= quote.date &&
        quote.date <= lane.validUntil,
    ) ?? null
  )
}

/**
 * The card's tariff for a port and container type: the one for any carrier when there is
 * one, else the first listed. Null when the card has none.
 */
export function cardTariffFor(tariffs: readonly CardTariff[], port: string, container: string): CardTariff | null {
  const matching = tariffs.filter((tariff) => tariff.port === port && tariff.container === container)
  return matching.find((tariff) => tariff.carrier === '') ?? matching[0] ?? null
}

/** USD in VND at the card's rate, rounded to the đồng; null without a rate. */
export function toVnd(usd: number, card: Pick<RateCard, 'usdVnd'> | null | undefined): number | null {
  const rate = card?.usdVnd?.rate
  return rate && rate > 0 ? Math.round(usd * rate) : null
}

/**
 * `now`'s date (`YYYY-MM-DD`) in Vietnam (UTC+7 all year, no daylight saving since 1975),
 * never the machine's zone. Plain arithmetic, not `Intl`: the server's renderer (QuickJS)
 * has no time-zone data, and a link rendered there must give the browser's figures.
 */
export function businessToday(now: Date): string {
  return new Date(now.getTime() + 7 * 3_600_000).toISOString().slice(0, 10)
}

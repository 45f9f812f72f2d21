import { readListParams, writeListParams } from '../ui/list-params'
import type { ListParams } from '../ui/list-params'

export const STATUSES = ['new', 'contacted', 'closed', 'spam'] as const
export type Status = (typeof STATUSES)[number]

export const READ_STATES = ['unread', 'read'] as const
export type ReadState = (typeof READ_STATES)[number]

export interface EnquiryFilters extends ListParams {
  /** Undefined: every status. */
  status?: Status
  /** Undefined: read or not. */
  read?: ReadState
  /** The enquiry's source (`utmSource`, else the referrer's host), exactly; undefined: any. */
  source?: string
  /** `me`: only those assigned to the signed-in account; undefined: anyone's. */
  assigned?: 'me'
}

function isReadState(value: unknown): value is ReadState {
  return READ_STATES.includes(value as ReadState)
}

export function isStatus(value: unknown): value is Status {
  return STATUSES.includes(value as Status)
}

/** The API sends the status as a string: one of the four, else (never expected) treated as new. */
export function asStatus(value: string): Status {
  return isStatus(value) ? value : 'new'
}

/** The inbox's filters from the address: `?status=&read=&q=&offset=`; an unknown value means all. */
export function readEnquiryFilters(params: URLSearchParams): EnquiryFilters {
  const status = params.get('status')
  const read = params.get('read')
  const source = params.get('source')?.trim()
  const assigned = params.get('assigned') === 'me' ? 'me' : undefined
  return {
    ...readListParams(params),
    ...(isStatus(status) ? { status } : {}),
    ...(isReadState(read) ? { read } : {}),
    ...(source ? { source } : {}),
    ...(assigned ? { assigned } : {}),
  }
}

/** The address for new filters; changing the status, read state or search goes back to the first page. */
export function writeEnquiryFilters(filters: EnquiryFilters): URLSearchParams {
  return writeListParams(filters, { status: filters.status, read: filters.read, source: filters.source, assigned: filters.assigned })
}

/** What "mark spam" / "not spam" sets: spam, or back to new (the owner has not answered it yet). */
export function spamToggle(status: Status): Status {
  return status === 'spam' ? 'new' : 'spam'
}

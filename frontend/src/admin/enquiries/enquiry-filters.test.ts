import { describe, expect, test } from 'vitest'

import { apiListQuery } from '../ui/list-params'
import { asStatus, readEnquiryFilters, spamToggle, writeEnquiryFilters } from './enquiry-filters'

const read = (query: string) => readEnquiryFilters(new URLSearchParams(query))

describe('inbox filters in the address', () => {
  test('reads status, search and page; an unknown status or a bad offset falls back', () => {
    expect(read('')).toEqual({ q: '', offset: 0 })
    expect(read('status=contacted&q=%20An%20Phát%20&offset=100')).toEqual({ status: 'contacted', q: 'An Phát', offset: 100 })
    expect(read('status=archived&offset=-5')).toEqual({ q: '', offset: 0 })
    expect(read('offset=abc')).toEqual({ q: '', offset: 0 })
    expect(read('offset=1.5')).toEqual({ q: '', offset: 0 })
  })

  test('writes only what is set, and reads back the same filters', () => {
    expect(writeEnquiryFilters({ q: '', offset: 0 }).toString()).toBe('')
    const filters = { status: 'spam' as const, q: 'rotterdam', offset: 50 }
    expect(writeEnquiryFilters(filters).toString()).toBe('status=spam&q=rotterdam&offset=50')
    expect(read(writeEnquiryFilters(filters).toString())).toEqual(filters)
  })

  test('the read state is kept in the address; an unknown one means read or not', () => {
    expect(read('read=unread&status=new')).toEqual({ status: 'new', read: 'unread', q: '', offset: 0 })
    expect(read('read=yes')).toEqual({ q: '', offset: 0 })
    const filters = { read: 'read' as const, q: 'lan', offset: 0 }
    expect(writeEnquiryFilters(filters).toString()).toBe('read=read&q=lan')
    expect(read(writeEnquiryFilters(filters).toString())).toEqual(filters)
    expect(read('source=zalo.me&read=unread')).toEqual({ source: 'zalo.me', read: 'unread', q: '', offset: 0 })
  })

  test('"assigned to me" is kept in the address; any other value means anyone\'s', () => {
    const filters = { assigned: 'me' as const, q: '', offset: 0 }
    expect(writeEnquiryFilters(filters).toString()).toBe('assigned=me')
    expect(read('assigned=me')).toEqual(filters)
    expect(read('assigned=lan%40example.vn')).toEqual({ q: '', offset: 0 })
  })

  test('the API query leaves out an empty search', () => {
    expect(apiListQuery({ q: '', offset: 0 })).toEqual({ limit: 50, offset: 0 })
    expect(apiListQuery({ q: 'hoa', offset: 50 }, 20)).toEqual({ q: 'hoa', limit: 20, offset: 50 })
  })

  test('a status string from the API is one of the four', () => {
    expect(asStatus('closed')).toBe('closed')
    expect(asStatus('archived')).toBe('new')
  })

  test('mark spam sets spam; not spam puts the enquiry back to new', () => {
    expect(spamToggle('new')).toBe('spam')
    expect(spamToggle('contacted')).toBe('spam')
    expect(spamToggle('spam')).toBe('new')
  })
})

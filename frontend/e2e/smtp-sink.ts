import { createServer } from 'node:net'
import type { AddressInfo, Server } from 'node:net'

import type { Page } from '@playwright/test'

import { expect } from './fixtures'

export interface Mail {
  to: string[]
  /** The message as sent (headers and body, dot-stuffing undone). */
  data: string
}

/** A minimal SMTP server on a free local port: accepts every message and keeps it. */
export function smtpSink(): Promise<{ server: Server; port: number; mails: Mail[] }> {
  const mails: Mail[] = []
  const server = createServer((socket) => {
    let buffer = ''
    let inData = false
    let to: string[] = []
    socket.write('220 sink.test ESMTP\r\n')
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8')
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n')
          if (end < 0) return
          mails.push({ to, data: buffer.slice(0, end).replace(/\r\n\.\./g, '\r\n.') })
          buffer = buffer.slice(end + 5)
          inData = false
          to = []
          socket.write('250 queued\r\n')
          continue
        }
        const newline = buffer.indexOf('\r\n')
        if (newline < 0) return
        const line = buffer.slice(0, newline)
        buffer = buffer.slice(newline + 2)
        const command = line.toUpperCase()
        if (command.startsWith('EHLO')) socket.write('250-sink.test\r\n250-8BITMIME\r\n250 SMTPUTF8\r\n')
        else if (command.startsWith('RCPT TO:')) {
          to.push(line.slice(8).trim().replace(/^<|>$/g, ''))
          socket.write('250 OK\r\n')
        } else if (command === 'DATA') {
          inData = true
          socket.write('354 go on\r\n')
        } else if (command === 'QUIT') {
          socket.end('221 bye\r\n')
          return
        } else socket.write('250 OK\r\n')
      }
    })
    socket.on('error', () => {})
  })
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ server, port: (server.address() as AddressInfo).port, mails })))
}

export interface MailPart {
  contentType: string
  /** The part's body, its transfer encoding (base64, quoted-printable) undone. */
  text: string
}

function decoded(headers: string, body: string): string {
  const encoding = /^content-transfer-encoding:\s*(\S+)/im.exec(headers)?.[1]?.toLowerCase()
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
  if (encoding === 'quoted-printable') {
    const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => `%${hex}`)
    // Percent-escaped bytes decode as UTF-8; a literal % is escaped first.
    return decodeURIComponent(bytes.replace(/%(?![0-9A-F]{2})/gi, '%25'))
  }
  return body
}

/** The leaf parts of a message (a single part, or each part of a multipart one), decoded. */
export function mailParts(data: string): MailPart[] {
  const split = (entity: string): MailPart[] => {
    const cut = entity.indexOf('\r\n\r\n')
    const headers = cut < 0 ? entity : entity.slice(0, cut)
    const body = cut < 0 ? '' : entity.slice(cut + 4)
    // Folded header lines joined, so a boundary on the next line is found.
    const unfolded = headers.replace(/\r\n[ \t]+/g, ' ')
    const contentType = /^content-type:\s*([^;\r\n]+)/im.exec(unfolded)?.[1]?.trim().toLowerCase() ?? 'text/plain'
    const boundary = /boundary="?([^";\r\n]+)"?/i.exec(unfolded)?.[1]
    if (!contentType.startsWith('multipart/') || !boundary) return [{ contentType, text: decoded(unfolded, body) }]
    return body
      .split(`--${boundary}`)
      .slice(1)
      .filter((part) => !part.startsWith('--'))
      .flatMap((part) => split(part.replace(/^\r\n/, '').replace(/\r\n$/, '')))
  }
  return split(data)
}

/** Points the server's SMTP at `url` (the console's own settings API, as the Settings screen does). */
export async function useSmtp(page: Page, url: string) {
  const origin = new URL(page.url()).origin
  const answer = await page.request.get('/api/admin/settings')
  const settings = (await answer.json()) as Record<string, unknown>
  delete settings.smtpConfigured
  delete settings.smtpFromEnv
  const saved = await page.request.put('/api/admin/settings', {
    // The sender: the site's own address (kept: other tests read it in the tools' PDFs).
    data: { ...settings, smtpUrl: url, email: settings.email || 'hello@tradelane.example' },
    headers: { 'If-Match': answer.headers().etag ?? '', Origin: origin },
  })
  expect(saved.status()).toBe(200)
}

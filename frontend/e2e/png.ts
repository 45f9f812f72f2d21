import { crc32, deflateSync, inflateSync } from 'node:zlib'

let made = 0

/** A PNG of `width` × `height` pixels whose colours depend on `seed` (so each test's picture is its own). */
export function png(width: number, height: number, seed: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
    const length = Buffer.alloc(4)
    length.writeUInt32BE(data.length)
    const crc = Buffer.alloc(4)
    crc.writeUInt32BE(crc32(body))
    return Buffer.concat([length, body, crc])
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header.set([8, 2, 0, 0, 0], 8) // 8-bit RGB
  const rows = Buffer.alloc((width * 3 + 1) * height)
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1)
    for (let x = 0; x < width; x++) {
      rows.set([(x + seed) % 256, (y * 3 + seed) % 256, (x * y + seed) % 256], row + 1 + x * 3)
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    // The library keeps one item per file (by the bytes' hash, answering 200 for a file it
    // already holds): a comment unique to this call keeps two tests' pictures apart even when
    // their sizes and seeds happen to match.
    chunk('tEXt', Buffer.from(`Comment\0${process.pid}-${++made}-${Math.random()}`, 'latin1')),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

/**
 * Reads a PNG (8 bits per sample; grey, RGB, palette, with or without alpha; not interlaced)
 * and counts its distinct colours, up to 256: enough to tell a drawn picture from an empty one.
 */
export function decodePng(file: Buffer): { width: number; height: number; colours: number } {
  if (!file.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) throw new Error('not a PNG')
  let width = 0
  let height = 0
  let type = 0
  const data: Buffer[] = []
  for (let at = 8; at < file.length; ) {
    const length = file.readUInt32BE(at)
    const kind = file.toString('ascii', at + 4, at + 8)
    const body = file.subarray(at + 8, at + 8 + length)
    if (kind === 'IHDR') {
      width = body.readUInt32BE(0)
      height = body.readUInt32BE(4)
      type = body[9]!
      if (body[8] !== 8 || body[12] !== 0) throw new Error('only 8-bit, non-interlaced PNGs are read')
    } else if (kind === 'IDAT') data.push(body)
    at += 12 + length
  }
  const channels = ({ 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 } as Record<number, number>)[type]
  if (!channels) throw new Error(`colour type ${type}`)
  const raw = inflateSync(Buffer.concat(data))
  const stride = width * channels
  const previous = Buffer.alloc(stride)
  const row = Buffer.alloc(stride)
  const colours = new Set<string>()
  for (let y = 0; y < height; y++) {
    const start = y * (stride + 1)
    const filter = raw[start]!
    for (let x = 0; x < stride; x++) {
      const value = raw[start + 1 + x]!
      const a = x >= channels ? row[x - channels]! : 0
      const b = previous[x]!
      const c = x >= channels ? previous[x - channels]! : 0
      const p = a + b - c
      const [pa, pb, pc] = [Math.abs(p - a), Math.abs(p - b), Math.abs(p - c)]
      const paeth = pa <= pb && pa <= pc ? a : pb <= pc ? b : c
      const predicted = [0, a, b, (a + b) >> 1, paeth][filter]
      if (predicted === undefined) throw new Error(`filter ${filter}`)
      row[x] = (value + predicted) & 0xff
    }
    if (colours.size < 256) {
      for (let x = 0; x < stride; x += channels) colours.add(row.subarray(x, x + channels).toString('hex'))
    }
    row.copy(previous)
  }
  return { width, height, colours: colours.size }
}

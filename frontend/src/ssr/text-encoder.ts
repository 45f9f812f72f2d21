/** `TextEncoder` for QuickJS (React's server renderer makes one when it loads). UTF-8 only. */
export class TextEncoder {
  readonly encoding = 'utf-8'

  encode(input = ''): Uint8Array {
    const bytes: number[] = []
    for (const char of input) {
      let code = char.codePointAt(0) ?? 0
      // A lone surrogate becomes U+FFFD, as the standard says.
      if (code >= 0xd800 && code <= 0xdfff) code = 0xfffd
      if (code < 0x80) bytes.push(code)
      else if (code < 0x800) bytes.push(0xc0 | (code >> 6), 0x80 | (code & 63))
      else if (code < 0x10000) bytes.push(0xe0 | (code >> 12), 0x80 | ((code >> 6) & 63), 0x80 | (code & 63))
      else
        bytes.push(0xf0 | (code >> 18), 0x80 | ((code >> 12) & 63), 0x80 | ((code >> 6) & 63), 0x80 | (code & 63))
    }
    return new Uint8Array(bytes)
  }
}

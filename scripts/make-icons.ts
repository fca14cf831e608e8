import { writeFileSync } from 'node:fs'
import { deflateSync } from 'node:zlib'

// Renders the app icons (a white "V" on the brand green) without an image toolchain:
// `npx tsx scripts/make-icons.ts` rewrites public/icons/*.png.
const GREEN = [0x1f, 0x5f, 0x3f]
const WHITE = [0xff, 0xff, 0xff]

function crc32(bytes: Uint8Array): number {
  let crc = ~0
  for (const byte of bytes) {
    crc ^= byte
    for (let bit = 0; bit < 8; bit++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1))
  }
  return ~crc >>> 0
}

function chunk(type: string, data: Uint8Array): Buffer {
  const head = Buffer.alloc(8)
  head.writeUInt32BE(data.length, 0)
  head.write(type, 4, 'ascii')
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0)
  return Buffer.concat([head, data, crc])
}

function distanceToSegment(px: number, py: number, ax: number, ay: number, bx: number, by: number): number {
  const t = Math.max(
    0,
    Math.min(1, ((px - ax) * (bx - ax) + (py - ay) * (by - ay)) / ((bx - ax) ** 2 + (by - ay) ** 2)),
  )
  return Math.hypot(px - (ax + t * (bx - ax)), py - (ay + t * (by - ay)))
}

function icon(size: number, inset: number): Buffer {
  const rows: Buffer[] = []
  for (let y = 0; y < size; y++) {
    const row = Buffer.alloc(1 + size * 3)
    for (let x = 0; x < size; x++) {
      const u = x / size
      const v = y / size
      // The glyph shrinks into the maskable safe zone when inset > 0.
      const scale = 1 - 2 * inset
      const gx = (u - inset) / scale
      const gy = (v - inset) / scale
      const stroke = Math.min(
        distanceToSegment(gx, gy, 0.27, 0.28, 0.5, 0.74),
        distanceToSegment(gx, gy, 0.73, 0.28, 0.5, 0.74),
      )
      const colour = stroke < 0.075 ? WHITE : GREEN
      row.set(colour, 1 + x * 3)
    }
    rows.push(row)
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(size, 0)
  header.writeUInt32BE(size, 4)
  header.set([8, 2, 0, 0, 0], 8)
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
  return Buffer.concat([
    signature,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', new Uint8Array()),
  ])
}

writeFileSync('public/icons/icon-192.png', icon(192, 0))
writeFileSync('public/icons/icon-512.png', icon(512, 0))
writeFileSync('public/icons/icon-maskable-512.png', icon(512, 0.1))
writeFileSync('public/icons/apple-touch-icon.png', icon(180, 0))

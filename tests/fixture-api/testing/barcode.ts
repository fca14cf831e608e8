import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createCanvas, loadImage } from '@napi-rs/canvas'
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader'

/**
 * Reads barcodes as a scanner would, with libraries that know nothing of the fixture's encoder: the
 * waybill page is rendered by pdf.js (Skia canvas) and read by ZXing-C++ (WebAssembly), both
 * installed from npm, so CI needs no system package. zbarimg, where it is installed, reads the same
 * page as a second, independent decoder.
 */

const require = createRequire(import.meta.url)

// zxing-wasm fetches its binary from a CDN by default; the copy in node_modules works offline.
prepareZXingModule({
  overrides: { wasmBinary: readFileSync(require.resolve('zxing-wasm/reader/zxing_reader.wasm')).buffer },
})

const STANDARD_FONTS = join(require.resolve('pdfjs-dist/package.json'), '../standard_fonts/')

export interface RenderedPage {
  width: number
  height: number
  /** RGBA, four bytes a pixel, as a canvas gives it. */
  data: Uint8ClampedArray
  png: Uint8Array
}

/** Page 1 of a PDF at `scale` pixels per point (2 is a 144 dpi scan). */
export async function renderFirstPage(pdf: Uint8Array, scale = 2): Promise<RenderedPage> {
  const document = await getDocument({
    // pdf.js transfers the buffer it is given to its worker: a copy keeps the caller's bytes whole.
    data: pdf.slice(),
    standardFontDataUrl: STANDARD_FONTS,
    verbosity: 0,
  }).promise
  try {
    const page = await document.getPage(1)
    const viewport = page.getViewport({ scale })
    const canvas = createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height))
    const context = canvas.getContext('2d')
    await page.render({
      canvas: canvas as unknown as HTMLCanvasElement,
      canvasContext: context as unknown as CanvasRenderingContext2D,
      viewport,
    }).promise
    const { data, width, height } = context.getImageData(0, 0, canvas.width, canvas.height)
    return { data, width, height, png: new Uint8Array(canvas.toBuffer('image/png')) }
  } finally {
    await document.destroy()
  }
}

/**
 * A PNG as printed on white paper with a margin: bwip-js draws bars on a transparent ground with no
 * quiet zone, which a decoder that drops the alpha channel would see as black on black.
 */
export async function printed(png: Uint8Array, margin = 40): Promise<RenderedPage> {
  const image = await loadImage(Buffer.from(png))
  const canvas = createCanvas(image.width + 2 * margin, image.height + 2 * margin)
  const context = canvas.getContext('2d')
  context.fillStyle = '#fff'
  context.fillRect(0, 0, canvas.width, canvas.height)
  context.drawImage(image, margin, margin)
  const { data, width, height } = context.getImageData(0, 0, canvas.width, canvas.height)
  return { data, width, height, png: new Uint8Array(canvas.toBuffer('image/png')) }
}

/** The Code 128 symbols ZXing finds in the pixels, each with a valid check symbol. */
export async function zxingCode128(image: RenderedPage): Promise<string[]> {
  const pixels = { data: image.data, width: image.width, height: image.height } as ImageData
  const found = await readBarcodes(pixels, { formats: ['Code128'], tryHarder: true })
  return found.filter((result) => result.isValid).map((result) => result.text)
}

function locate(command: string): string | null {
  try {
    return execFileSync('which', [command], { encoding: 'utf8' }).trim() || null
  } catch {
    return null
  }
}

/** zbarimg's path, or null where zbar-tools is not installed (CI need not have it). */
export const zbarimg = locate('zbarimg')

/** The Code 128 symbols zbarimg reads in a PNG. */
export function zbarCode128(png: Uint8Array): string[] {
  if (!zbarimg) throw new Error('zbarimg is not installed')
  const folder = mkdtempSync(join(tmpdir(), 'waybill-'))
  try {
    const file = join(folder, 'page.png')
    writeFileSync(file, png)
    // zbar's stderr speaks of D-Bus on machines without one: only its answer on stdout matters.
    const out = execFileSync(zbarimg, ['--quiet', '--raw', '-Sdisable', '-Scode128.enable', file], {
      stdio: ['ignore', 'pipe', 'ignore'],
      encoding: 'utf8',
    })
    return out.split('\n').filter((line) => line !== '')
  } finally {
    rmSync(folder, { recursive: true, force: true })
  }
}

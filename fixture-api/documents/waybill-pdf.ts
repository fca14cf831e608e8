import bwipjs from 'bwip-js/node'
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib'
import { Temporal } from 'temporal-polyfill'
import type { ColiRecord, ShipmentRecord, StopRecord } from '#fixture-api/model'
import { totals } from '#fixture-api/seed/colis'
import { ZONE } from '#fixture-api/zurich-time'

function encodable(font: PDFFont, text: string): boolean {
  try {
    font.encodeText(text)
    return true
  } catch {
    return false
  }
}

/**
 * Helvetica speaks WinAnsi only: keep accents it has, fold the rest to their base letters. Letters
 * with no decomposition (Ł, Ø's cousins, CJK) become '?' rather than failing the whole waybill.
 */
function printable(font: PDFFont, text: string): string {
  return [...text]
    .map((char) => {
      if (encodable(font, char)) return char
      const folded = char.normalize('NFD').replace(/\p{Diacritic}/gu, '')
      return folded.length > 0 && encodable(font, folded) ? folded : '?'
    })
    .join('')
}

/**
 * A Code 128 barcode of `text` as a PNG. The symbol (start code, code-set switches, check symbol)
 * comes from bwip-js, so scanners read what the standard says rather than what we think it says.
 */
export async function code128Png(text: string): Promise<Uint8Array> {
  const png = await bwipjs.toBuffer({
    bcid: 'code128',
    text,
    scale: 3,
    height: 12,
    includetext: true,
    textxalign: 'center',
  })
  return new Uint8Array(png.buffer, png.byteOffset, png.byteLength)
}

const PAGE = { width: 595, height: 842 }
const MARGIN = 36
const GAP = 8
const INK = rgb(0, 0, 0)
const CAPTION_INK = rgb(0.35, 0.35, 0.35)
const SHADE = rgb(0.9, 0.9, 0.9)
const LINE = 12.5
/** Bars at 0.85 pt per pixel keep a module near 0.9 mm, well inside what hand scanners read. */
const BARCODE_SCALE = 0.85

/** Swiss notation of the Zurich wall clock, as the courier prints it. */
function zurichDateTime(iso: string): string {
  const at = Temporal.Instant.from(iso).toZonedDateTimeISO(ZONE)
  const two = (value: number) => String(value).padStart(2, '0')
  return `${two(at.day)}.${two(at.month)}.${at.year} ${two(at.hour)}:${two(at.minute)}`
}

interface Line {
  text: string
  strong: boolean
}

function stopLines(stop: StopRecord): Line[] {
  const rest = [stop.kontakt, stop.adresse, `${stop.plz} ${stop.ort}`, stop.phone].filter((line) => line)
  return [{ text: stop.firma, strong: true }, ...rest.map((text) => ({ text, strong: false }))]
}

/** Up to ten stops a side are allowed: past two, one line each keeps the label on one page. */
function sideLines(stops: readonly StopRecord[]): Line[] {
  if (stops.length <= 2) {
    return stops.flatMap((stop, index) => [
      ...(index > 0 ? [{ text: '', strong: false }] : []),
      ...stopLines(stop),
    ])
  }
  return stops.map((stop, index) => ({
    text: `${index + 1}. ${stop.firma}, ${stop.plz} ${stop.ort}`,
    strong: false,
  }))
}

const coliSize = (coli: ColiRecord) => `${coli.length} x ${coli.width} x ${coli.height}`

class Label {
  constructor(
    readonly page: PDFPage,
    readonly regular: PDFFont,
    readonly bold: PDFFont,
  ) {}

  /** Free text (an address can be 300 characters) is cut to its box instead of running over the border. */
  text(raw: string, x: number, baseline: number, options: { size?: number; font?: PDFFont; width?: number }) {
    const size = options.size ?? 10
    const font = options.font ?? this.regular
    let text = printable(font, raw)
    const width = options.width ?? Number.POSITIVE_INFINITY
    if (font.widthOfTextAtSize(text, size) > width) {
      while (text.length > 0 && font.widthOfTextAtSize(`${text}…`, size) > width) text = text.slice(0, -1)
      text = `${text}…`
    }
    this.page.drawText(text, { x, y: baseline, size, font, color: INK })
  }

  caption(raw: string, x: number, top: number) {
    const text = printable(this.regular, raw)
    this.page.drawText(text, { x: x + 6, y: top - 11, size: 7.5, font: this.regular, color: CAPTION_INK })
  }

  box(x: number, top: number, width: number, height: number, shaded = false) {
    this.page.drawRectangle({
      x,
      y: top - height,
      width,
      height,
      borderColor: INK,
      borderWidth: 1,
      ...(shaded ? { color: SHADE } : {}),
    })
  }

  rightAligned(raw: string, right: number, baseline: number, size: number, font: PDFFont) {
    const text = printable(font, raw)
    this.page.drawText(text, {
      x: right - font.widthOfTextAtSize(text, size),
      y: baseline,
      size,
      font,
      color: INK,
    })
  }
}

/** A one-page courier label: barcode of the number on top, then references, stops and the colis. */
export async function renderWaybill(shipment: ShipmentRecord, customerNumber: string): Promise<Uint8Array> {
  const pdf = await PDFDocument.create()
  pdf.setTitle(`Waybill ${shipment.formatted_number}`)
  pdf.setCreator('Velocity Kurier fixture API')
  // A fixed date keeps the file byte-identical for the same shipment.
  const fixed = new Date(shipment.start)
  pdf.setCreationDate(fixed)
  pdf.setModificationDate(fixed)
  const page = pdf.addPage([PAGE.width, PAGE.height])
  const label = new Label(
    page,
    await pdf.embedFont(StandardFonts.Helvetica),
    await pdf.embedFont(StandardFonts.HelveticaBold),
  )
  const { regular, bold } = label
  const left = MARGIN
  const width = PAGE.width - 2 * MARGIN
  const right = left + width
  let top = PAGE.height - MARGIN

  label.box(left, top, width, 30, true)
  label.text('Velocity Kurier', left + 8, top - 20, { size: 15, font: bold })
  label.rightAligned('Waybill / Frachtbrief / Lettre de voiture', right - 8, top - 19, 11, regular)
  top -= 30 + GAP

  const barcode = await pdf.embedPng(await code128Png(shipment.formatted_number))
  const drawn = barcode.scale(BARCODE_SCALE)
  const barcodeBox = drawn.height + 24
  label.box(left, top, width, barcodeBox)
  page.drawImage(barcode, {
    x: left + (width - drawn.width) / 2,
    y: top - 12 - drawn.height,
    width: drawn.width,
    height: drawn.height,
  })
  top -= barcodeBox + GAP

  const info: [string, string][] = [
    ['Shipment / Sendung / Envoi', shipment.formatted_number],
    ['Reference / Referenz / Référence', `${customerNumber}-${shipment.extern_nr}`],
    ['Pickup / Abholung / Enlèvement', zurichDateTime(shipment.start)],
  ]
  const cell = width / info.length
  info.forEach(([caption, value], index) => {
    const x = left + index * cell
    label.box(x, top, cell, 42)
    label.caption(caption, x, top)
    label.text(value, x + 6, top - 32, { size: 13, font: bold, width: cell - 12 })
  })
  top -= 42 + GAP

  const sides: [string, Line[]][] = [
    ['Sender / Absender / Expéditeur', sideLines(shipment.from)],
    ['Receiver / Empfänger / Destinataire', sideLines(shipment.to)],
  ]
  const half = width / 2
  const sidesBox = 22 + Math.max(...sides.map(([, lines]) => lines.length)) * LINE + 4
  sides.forEach(([caption, lines], index) => {
    const x = left + index * half
    label.box(x, top, half, sidesBox)
    label.caption(caption, x, top)
    lines.forEach((line, row) => {
      label.text(line.text, x + 6, top - 26 - row * LINE, {
        size: line.strong ? 11 : 10,
        font: line.strong ? bold : regular,
        width: half - 12,
      })
    })
  })
  top -= sidesBox + GAP

  const sums = totals(shipment.colis)
  const columns = [
    { title: 'Qty', width: 40 },
    { title: 'Description / Beschreibung', width: width - 40 - 130 - 100 },
    { title: 'L x W x H (cm)', width: 130 },
    { title: 'Weight each (kg)', width: 100 },
  ]
  const rowHeight = 16
  label.box(left, top, width, rowHeight, true)
  let x = left
  for (const column of columns) {
    label.text(column.title, x + 6, top - 11.5, { size: 9, font: bold, width: column.width - 12 })
    x += column.width
  }
  top -= rowHeight
  for (const coli of shipment.colis) {
    label.box(left, top, width, rowHeight)
    const values = [String(coli.count), coli.description, coliSize(coli), coli.weight.toFixed(1)]
    x = left
    values.forEach((value, index) => {
      const column = columns[index] as (typeof columns)[number]
      label.text(value, x + 6, top - 11.5, { size: 10, width: column.width - 12 })
      x += column.width
    })
    top -= rowHeight
  }
  label.box(left, top, width, rowHeight + 2, true)
  label.text(`Total: ${sums.count} colis`, left + 6, top - 12.5, { size: 10, font: bold })
  label.rightAligned(`${sums.weight.toFixed(2)} kg`, right - 6, top - 12.5, 10, bold)

  x = left
  for (const column of columns.slice(0, -1)) {
    x += column.width
    page.drawLine({
      start: { x, y: top + rowHeight * (shipment.colis.length + 1) },
      end: { x, y: top },
      thickness: 1,
      color: INK,
    })
  }
  return pdf.save({ useObjectStreams: false })
}

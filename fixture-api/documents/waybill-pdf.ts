import { PDFDocument, type PDFFont, rgb, StandardFonts } from 'pdf-lib'
import type { ShipmentRecord, StopRecord } from '#fixture-api/model'
import { totals } from '#fixture-api/seed/colis'

/** Helvetica speaks WinAnsi only: keep accents it has, fold the rest to their base letters. */
function printable(font: PDFFont, text: string): string {
  return [...text]
    .map((char) => {
      try {
        font.encodeText(char)
        return char
      } catch {
        const folded = char.normalize('NFD').replace(/\p{Diacritic}/gu, '')
        return folded.length > 0 ? folded : '?'
      }
    })
    .join('')
}

function stopLines(stop: StopRecord): string[] {
  return [stop.firma, stop.kontakt, stop.adresse, `${stop.plz} ${stop.ort}`, stop.phone].filter(
    (line) => line,
  )
}

/** A one-page waybill: number, sender, receiver and every coli. */
export async function renderWaybill(shipment: ShipmentRecord, customerNumber: string): Promise<Uint8Array> {
  const pdf = await PDFDocument.create()
  pdf.setTitle(`Waybill ${shipment.formatted_number}`)
  pdf.setCreator('Velocity Kurier fixture API')
  // A fixed date keeps the file byte-identical for the same shipment.
  const fixed = new Date(shipment.start)
  pdf.setCreationDate(fixed)
  pdf.setModificationDate(fixed)
  const page = pdf.addPage([595, 842])
  const regular = await pdf.embedFont(StandardFonts.Helvetica)
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold)
  let y = 790
  const write = (text: string, size = 11, font = regular, x = 50) => {
    page.drawText(printable(font, text), { x, y, size, font, color: rgb(0.1, 0.1, 0.1) })
    y -= size + 6
  }
  write('Waybill / Frachtbrief / Lettre de voiture', 18, bold)
  write(`Shipment ${shipment.formatted_number}  (${customerNumber}-${shipment.extern_nr})`, 13, bold)
  write(`Pickup ${shipment.start.slice(0, 16).replace('T', ' ')}`)
  y -= 10
  write('Sender', 12, bold)
  for (const stop of shipment.from) for (const line of stopLines(stop)) write(line)
  y -= 10
  write('Receiver', 12, bold)
  for (const stop of shipment.to) for (const line of stopLines(stop)) write(line)
  y -= 10
  const sums = totals(shipment.colis)
  write(`Colis: ${sums.count}, ${sums.weight.toFixed(2)} kg`, 12, bold)
  for (const coli of shipment.colis) {
    write(
      `${coli.count} x ${coli.description}: ${coli.length} x ${coli.width} x ${coli.height} cm, ${coli.weight} kg`,
    )
  }
  return pdf.save({ useObjectStreams: false })
}

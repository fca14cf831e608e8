/// <reference lib="webworker" />
import { expose } from 'comlink'
import { xlsxOf } from './xlsx-sheet'

/** The address export's workbook writer off the main thread: only transport glue around xlsx-sheet.ts. */
expose({ xlsxOf })

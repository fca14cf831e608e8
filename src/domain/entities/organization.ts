import type { Locale } from './basics'

/** The flags of spec section 3 keep their server names: spec section 6 refers to them so. */
export interface Organization {
  change_default_invoice_address_allowed: boolean
  select_or_create_invoice_address_allowed: boolean
  change_invoice_type_allowed: boolean
  change_invoice_email_allowed: boolean
  is_reference_required: boolean
  reference_msgs: Partial<Record<Locale, string>>
  use_default_coli: boolean
  default_coli_count: number
  default_coli_height: number
  default_coli_width: number
  default_coli_length: number
  default_coli_weight: number
  default_coli_description: string
  use_default_remark: boolean
  default_remark: string
}

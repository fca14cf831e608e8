import * as v from 'valibot'
import { text } from './common'

/** GET {host}/{locale}/api/team */
export const EmployeeSchema = v.object({
  image: v.object({ src: v.string(), srcset: text }),
  firstname: text,
  lastname: text,
  position: text,
  phone: text,
  email: text,
})
export type EmployeeData = v.InferOutput<typeof EmployeeSchema>

/** GET {host}/{locale}/api/service-information */
export const ServiceInfoSchema = v.object({ title: v.string(), description: text })

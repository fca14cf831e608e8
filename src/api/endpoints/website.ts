import * as v from 'valibot'
import type { Http } from '#api/client'
import type { RuntimeConfig } from '#api/config'
import { parseBlogFeed, toEmployee } from '#api/normalise/website'
import { type CallOptions, parsePayload, requestJson, requestText, withSignal } from '#api/request'
import { EmployeeSchema, ServiceInfoSchema } from '#api/schemas/website'
import type { Locale } from '#domain/entities/basics'
import type { BlogItem } from '#domain/entities/blog-item'
import type { Employee } from '#domain/entities/employee'
import type { ServiceInfo } from '#domain/entities/service-info'

const TeamSchema = v.array(EmployeeSchema)
const ServiceInfoListSchema = v.array(ServiceInfoSchema)

/** The public website host (spec section 7): no session headers go there. */
export function websiteEndpoints({ website }: Http, config: Pick<RuntimeConfig, 'websiteBaseUrl'>) {
  const base = config.websiteBaseUrl
  return {
    /** The dashboard picks one at random. */
    team(locale: Locale, options?: CallOptions): Promise<Employee[]> {
      return requestJson(
        () => website.get(`${locale}/api/team`, withSignal(options)),
        TeamSchema,
        (rows) => rows.map((row) => toEmployee(row, base)),
      )
    },

    /** Descriptions are HTML: sanitise before rendering (decisions). */
    serviceInformation(locale: Locale, options?: CallOptions): Promise<ServiceInfo[]> {
      return requestJson(
        () => website.get(`${locale}/api/service-information`, withSignal(options)),
        ServiceInfoListSchema,
        (rows) => rows.map((row) => ({ title: row.title, description: row.description })),
      )
    },

    /** The first 2 news items; needs DOMParser (UI thread). The UI ignores failures (spec section 8). */
    async blogFeed(locale: Locale, options?: CallOptions): Promise<BlogItem[]> {
      const xml = await requestText(() =>
        website.get(`share/${locale}.xml`, withSignal(options, { headers: { Accept: 'application/xml' } })),
      )
      return parsePayload(xml, v.string(), (text) => parseBlogFeed(text, base))
    },
  }
}

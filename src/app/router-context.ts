import type { AppServices } from './services'

export interface RouterContext {
  services: AppServices
}

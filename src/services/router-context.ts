import type { AppServices } from './app-services'

export interface RouterContext {
  services: AppServices
}

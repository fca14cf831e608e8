import { useNavigate } from '@tanstack/react-router'
import { useCallback } from 'react'
import type { PaletteCommands } from './palette-commands'
import type { PaletteScreen, PaletteTarget } from './palette-entry'

const SCREEN_PATHS = {
  dashboard: '/',
  order: '/order/{-$archivedShipment}',
  offer: '/offer',
  priceCalculator: '/price-calculator',
  active: '/active',
  archive: '/archive',
  addressBook: '/address-book',
  standingOrders: '/recurring-orders',
  profile: '/profile',
} as const satisfies Record<PaletteScreen, string>

/** Runs a result: the routes open a record the way their own lists do (`?open=key`, the editor). */
export function useRunTarget(commands: PaletteCommands): (target: PaletteTarget) => void {
  const navigate = useNavigate()
  return useCallback(
    (target: PaletteTarget) => {
      switch (target.type) {
        case 'screen':
          void navigate({ to: SCREEN_PATHS[target.screen] })
          return
        case 'track':
          commands.track(target.number)
          return
        case 'newAddress':
          void navigate({ to: '/address-book/create' })
          return
        case 'address':
          void navigate({ to: '/address-book/$address/edit', params: { address: String(target.id) } })
          return
        case 'shipment':
          void navigate(
            target.list === 'active'
              ? { to: '/active', search: { open: target.key } }
              : { to: '/archive', search: { open: target.key } },
          )
          return
        case 'standingOrder':
          void navigate({ to: '/recurring-orders', search: { open: target.key } })
          return
        case 'reorder':
          void navigate({
            to: '/order/{-$archivedShipment}',
            params: { archivedShipment: String(target.key) },
          })
          return
        case 'locale':
          commands.setLocale(target.locale)
          return
        case 'logout':
          commands.logOut()
          return
      }
    },
    [navigate, commands],
  )
}

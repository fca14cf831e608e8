import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
} from '@tanstack/react-router'
import { screen } from '@testing-library/react'
import { expect } from 'vitest'
import { AddressesStep } from '#features/registration/addresses-step'
import { PaymentStep } from '#features/registration/payment-step'
import { RegisteredPage } from '#features/registration/registered-page'
import { RegistrationWizard } from '#features/registration/registration-wizard'
import { UserStep } from '#features/registration/user-step'
import type { Locale } from '#i18n/locales'
import { renderRouter } from '#testing/render'
import { type FakeOptions, fakeServices } from './fake-services'

/**
 * Test support: the wizard under the routes the app gives it (/register with '', addresses and
 * payment; /registered and /login beside it), in English unless told, over fake services.
 */
function wizardRouter(services: ReturnType<typeof fakeServices>['services'], path: string) {
  const root = createRootRoute({ component: Outlet })
  const register = createRoute({
    getParentRoute: () => root,
    path: '/register',
    component: () => (
      <RegistrationWizard services={services}>
        <Outlet />
      </RegistrationWizard>
    ),
  })
  const children = [
    createRoute({ getParentRoute: () => register, path: '/', component: UserStep }),
    createRoute({ getParentRoute: () => register, path: '/addresses', component: AddressesStep }),
    createRoute({ getParentRoute: () => register, path: '/payment', component: PaymentStep }),
  ]
  const registered = createRoute({
    getParentRoute: () => root,
    path: '/registered',
    component: RegisteredPage,
  })
  const login = createRoute({ getParentRoute: () => root, path: '/login', component: () => <h1>Login</h1> })
  return createRouter({
    routeTree: root.addChildren([register.addChildren(children), registered, login]),
    history: createMemoryHistory({ initialEntries: [path] }),
  })
}

export async function renderWizard(path = '/register', options: FakeOptions = {}, locale: Locale = 'en') {
  const fake = fakeServices(options)
  const router = wizardRouter(fake.services, path)
  await renderRouter(router, locale)
  await screen.findByRole('heading', { level: 2 })
  return { ...fake, router, path: () => router.state.location.pathname }
}

/** The step the wizard shows: its title, once it has settled on one. */
export async function expectStep(title: string) {
  expect(await screen.findByRole('heading', { level: 2, name: title })).toBeTruthy()
}

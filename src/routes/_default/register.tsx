import { createFileRoute, Outlet } from '@tanstack/react-router'
import { RegistrationWizard } from '#features/registration/registration-wizard'
import { useRegistration } from '#features/registration/use-registration'

/** Spec section 2: the wizard's parent route; its steps are the child paths '', addresses and payment. */
function RegisterRoute() {
  const services = useRegistration()
  return (
    <RegistrationWizard services={services}>
      <Outlet />
    </RegistrationWizard>
  )
}

export const Route = createFileRoute('/_default/register')({ component: RegisterRoute })

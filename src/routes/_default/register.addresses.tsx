import { createFileRoute } from '@tanstack/react-router'
import { AddressesStep } from '#features/registration/addresses-step'

export const Route = createFileRoute('/_default/register/addresses')({ component: AddressesStep })

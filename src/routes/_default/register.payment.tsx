import { createFileRoute } from '@tanstack/react-router'
import { PaymentStep } from '#features/registration/payment-step'

export const Route = createFileRoute('/_default/register/payment')({ component: PaymentStep })
